/**
 * Spec section 2: the landing page's test-login link shows only on hosts
 * that mark a development environment. Production builds never show it
 * (the caller also checks the app runs in development mode).
 */
export function isDevelopmentHost(host: string | null): boolean {
  if (!host) return false;
  const name = host.replace(/:\d+$/, "").toLowerCase();
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "127.0.0.1" ||
    name === "[::1]" ||
    /(^|[.-])(dev|local|test)([.-]|$)/.test(name)
  );
}
