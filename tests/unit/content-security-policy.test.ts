/** @jest-environment node */
import { NextRequest } from "next/server";
import { contentSecurityPolicy, nonceOf } from "@/lib/security/headers";
import proxy from "@/proxy";

const visit = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

describe("the Content-Security-Policy of pages", () => {
  // A card's address that cannot be a slug: its 404 is decided without the database.
  it.each(["/", "/lt/privacy-policy", "/backend", "/group-cards/Not_A_Slug", "/dev/outbox"])(
    "%s runs only scripts with the page's own nonce, and images from this site",
    async (path) => {
      const response = await visit(path);
      const policy = response.headers.get("content-security-policy")!;
      expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'(;|$)/);
      expect(policy).toContain("img-src 'self' data: blob:;");
      expect(policy).toContain("frame-ancestors 'none'");
      // Workers only from a script the page made itself (components/site/intl-warm-up.tsx).
      expect(policy).toContain("worker-src blob:;");
      // Passed on to the page in its request headers, where Next.js finds the nonce.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    },
  );

  it("is new for every request", async () => {
    const responses = await Promise.all(["/", "/", "/lt"].map(visit));
    const nonces = responses.map((response) => nonceOf(response.headers.get("content-security-policy")));
    expect(new Set(nonces).size).toBe(3);
  });

  it("has no inline scripts without a nonce, and nothing from elsewhere, in any policy", () => {
    for (const policy of [
      contentSecurityPolicy({ development: false }),
      contentSecurityPolicy({ nonce: "abc", development: false }),
    ]) {
      const scriptSources = /script-src ([^;]*)/.exec(policy)![1];
      expect(scriptSources).not.toMatch(/unsafe-inline|https:|\*/);
      expect(policy).not.toMatch(/img-src[^;]*https:/);
    }
    expect(contentSecurityPolicy({ development: false })).toContain("script-src 'self';");
  });

  it("gives its nonce back to the page that renders inline scripts", async () => {
    const policy = (await visit("/")).headers.get("content-security-policy");
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`'nonce-${nonceOf(policy)}'`);
    expect(nonceOf(contentSecurityPolicy({ development: false }))).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });
});
