import createIntlMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";

// Adds and removes the /lt and /ru prefixes and remembers the visitor's
// language. Security headers come from next.config.ts; API routes guard
// themselves in lib/http.
export default createIntlMiddleware(routing);

export const config = {
  // Pages only: not the API, group-card pages (no language prefix), the admin
  // area, Next's own files, or anything with a file extension.
  matcher: ["/((?!api|_next|_vercel|group-cards|group-card|backend|dev|.*\\..*).*)"],
};
