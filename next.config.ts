import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The embedded database and Prisma's engine files stay out of bundles.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ production: process.env.NODE_ENV === "production" }) },
      // Pages whose URL carries a secret (a sign-in token, a calendar feed) send
      // no Referer at all (this later rule wins).
      ...["/auth/confirm", "/:locale(lt|ru)/auth/confirm", "/unsubscribe", "/:locale(lt|ru)/unsubscribe", "/api/calendar/:feed"].map((source) => ({
        source,
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      })),
    ];
  },
};

export default withNextIntl(nextConfig);
