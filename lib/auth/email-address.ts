import { emailAddress } from "@/lib/validation/text";

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The sign-in form's and the API's e-mail field: required, an address, normalised. */
export const emailField = emailAddress("required").transform(normaliseEmail);
