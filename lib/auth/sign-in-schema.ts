import { z } from "zod";
import { emailField } from "./email-address";
import { safeReturnPath } from "./return-path";

/**
 * Body of POST /api/auth/magic-link and /api/auth/register. The bot check is
 * off: its token is null. `returnPath` is where the link leads after signing
 * in: kept when it is a path on this site, dropped (not refused) otherwise.
 */
export const signInRequestSchema = z.object({
  email: emailField,
  recaptchaToken: z.string().nullish(),
  returnPath: z.string().nullish().transform(safeReturnPath),
});
