import type { z } from "zod";

/**
 * The "validation" message key for one zod issue. Shared schemas name their
 * own keys (e.g. `z.string().min(1, "nameRequired")`); generic failures map
 * to the common keys so every field error is translatable.
 */
export function validationKey(issue: z.core.$ZodIssue): string {
  if (/^[a-zA-Z]+$/.test(issue.message)) return issue.message;
  if (issue.code === "invalid_type" && issue.input === undefined) return "required";
  if (issue.code === "invalid_format" && issue.format === "email") return "invalidEmail";
  if (issue.code === "too_small" && issue.minimum === 1) return "required";
  return "invalid";
}

/** Each field's first issue, by its path ("_" for the body as a whole). */
function firstIssues(error: z.ZodError): [string, z.core.$ZodIssue][] {
  const issues = new Map<string, z.core.$ZodIssue>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    if (!issues.has(path)) issues.set(path, issue);
  }
  return [...issues];
}

/** Field path → message key, first issue per field. */
export function fieldKeys(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(firstIssues(error).map(([path, issue]) => [path, validationKey(issue)]));
}

/**
 * Field path → the ICU values of its message, for the fields whose first
 * issue names some (a custom issue's `params`, e.g. the bad addresses of a
 * list: `{ emails, count }`).
 */
export function fieldValues(error: z.ZodError): Record<string, Record<string, string | number>> {
  const values: Record<string, Record<string, string | number>> = {};
  for (const [path, issue] of firstIssues(error)) {
    if (issue.code === "custom" && issue.params) values[path] = issue.params as Record<string, string | number>;
  }
  return values;
}
