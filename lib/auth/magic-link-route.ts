import "server-only";
import { apiRoute } from "@/lib/http/route";
import { clientIpOf } from "@/lib/http/client-ip";
import { translatorFor } from "@/lib/http/translate";
import { requestMagicLink, type TokenType } from "./magic-link";
import { signInRequestSchema } from "./sign-in-schema";

/** The handler of POST /api/auth/magic-link (intent login) and /api/auth/register (intent register). */
export function magicLinkRoute(intent: TokenType) {
  return apiRoute({ body: signInRequestSchema }, async ({ request, body, locale }) => {
    await requestMagicLink({
      email: body.email,
      intent,
      locale,
      clientIp: clientIpOf(request),
      returnPath: body.returnPath ?? undefined,
    });
    return { message: translatorFor(locale)("auth.linkSent") };
  });
}
