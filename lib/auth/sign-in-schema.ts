import { z } from "zod";
import { emailField } from "./email-address";

/** Body of POST /api/auth/magic-link and /api/auth/register. The bot check is off: its token is null. */
export const signInRequestSchema = z.object({
  email: emailField,
  recaptchaToken: z.string().nullish(),
});
