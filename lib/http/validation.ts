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

/** Field path → message key, first issue per field. */
export function fieldKeys(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    fields[path] ??= validationKey(issue);
  }
  return fields;
}
