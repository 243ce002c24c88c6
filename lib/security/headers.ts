// Security headers. next.config.ts sends them with every response; proxy.ts
// replaces the Content-Security-Policy of every page with one that carries a
// fresh nonce (docs/decisions/020-sign-in-and-security-hardening.md). Next.js
// reads the nonce from the policy in the request headers and puts it on its
// own inline and external scripts. 'strict-dynamic' lets those scripts load the chunks they
// need, and nothing else runs: no inline script without the nonce, no script
// from another site. Images come only from this site.

/** A policy with a nonce for pages; without one (responses the proxy does not see) no inline script runs at all. */
export function contentSecurityPolicy(options: { nonce?: string; development: boolean }): string {
  const { nonce, development } = options;
  const scripts = nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "'self'";
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code to rebuild stack traces.
    `script-src ${scripts}${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Workers only from blob: URLs, which only a running script can make: the
    // one that warms up the browser's Intl data (components/site/intl-warm-up.tsx).
    "worker-src blob:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/**
 * The policy of stored pictures (GET /api/images/{file}): a picture opened
 * on its own, as a page, may load and run nothing. next.config.ts sends it
 * in place of the pages' policy, which Next.js would otherwise send instead
 * of the route's own (a header set in next.config.ts wins).
 */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** The nonce of a policy made by contentSecurityPolicy, if it has one. */
export function nonceOf(policy: string | null): string | undefined {
  return policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export function securityHeaders(options: { production: boolean }): { key: string; value: string }[] {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ development: !options.production }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), interest-cohort=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  ];
  if (options.production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
