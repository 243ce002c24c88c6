import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { defaultLocale, locales } from "./lib/i18n/locales";
import { IMAGE_CONTENT_SECURITY_POLICY, securityHeaders } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** The language prefix of a path, in the rules' path syntax: :locale(lt|ru). */
const localePrefix = `:locale(${locales.filter((locale) => locale !== defaultLocale).join("|")})`;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` checks the types once, as its first step (scripts/test-all.mjs),
  // and then builds with NEXT_BUILD_SKIP_TYPECHECK=1 rather than checking them again.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === "1" },
  // The embedded database and Prisma's engine files stay out of bundles; pdfkit
  // reads its own data files from beside its code.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "pdfkit"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ production: process.env.NODE_ENV === "production" }) },
      // Pages whose URL carries a secret (a sign-in token, a calendar feed, a
      // card's slug) send no Referer at all (this later rule wins).
      ...[
        "/auth/confirm",
        `/${localePrefix}/auth/confirm`,
        "/unsubscribe",
        `/${localePrefix}/unsubscribe`,
        "/api/calendar/:feed",
        // The Google import's hops (a code, then a ticket, in the address) and the page the ticket reaches.
        "/api/google/:path*",
        "/auth-callback",
        `/${localePrefix}/auth-callback`,
        "/group-cards/:slug*",
      ].map((source) => ({
        source,
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      })),
      // The Google import's popup keeps its link to the dashboard that opened it: a page with
      // another opener policy than the one before it (Google's) would start a new browsing
      // context group, leaving the popup without window.opener and unable to close itself
      // (decision 040; the status messages also travel over a BroadcastChannel for that case).
      ...["/api/google/:path*", "/auth-callback", `/${localePrefix}/auth-callback`].map((source) => ({
        source,
        headers: [{ key: "Cross-Origin-Opener-Policy", value: "unsafe-none" }],
      })),
      // Stored pictures: nothing may run even when one is opened as a page (lib/images/serve.ts).
      { source: "/api/images/:file", headers: [{ key: "Content-Security-Policy", value: IMAGE_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default withNextIntl(nextConfig);
