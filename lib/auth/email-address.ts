import { z } from "zod";

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The sign-in form's and the API's e-mail field: required, an address, normalised. */
export const emailField = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .pipe(z.email("invalidEmail"))
  .transform(normaliseEmail);
