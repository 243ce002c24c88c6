/** @jest-environment node */
import type { clientIpOf as ClientIpOf } from "@/lib/http/client-ip";

/** clientIpOf as the app would run with these variables (lib/config reads them once per module registry). */
function clientIpWith(env: Record<string, string>): typeof ClientIpOf {
  let clientIpOf: typeof ClientIpOf | undefined;
  jest.isolateModules(() => {
    const saved = { ...process.env };
    Object.assign(process.env, { DATABASE_URL: "postgresql://localhost/confetti" }, env);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const clientIp = require("@/lib/http/client-ip") as typeof import("@/lib/http/client-ip");
    // Read the configuration now, while the variables are set.
    clientIp.clientIpOf(new Request("http://localhost/"));
    process.env = saved;
    clientIpOf = clientIp.clientIpOf;
  });
  return clientIpOf!;
}

const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

describe("the client address", () => {
  it("is the connection's address, which the server appends last, whatever the client wrote before it", () => {
    const clientIpOf = clientIpWith({});
    expect(clientIpOf(request({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIpOf(request({ "x-forwarded-for": "1.2.3.4, 10.0.0.1, 203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIpOf(request({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" }))).toBe("1.2.3.4");
  });

  it("is the /64 network of an IPv6 client, which could take a new address for every request", () => {
    const clientIpOf = clientIpWith({});
    const of = (address: string) => clientIpOf(request({ "x-forwarded-for": address }));
    expect(of("2001:db8:a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(of("2001:DB8:A:B:ffff:0:0:9")).toBe("2001:db8:a:b::/64");
    expect(of("2001:db8:a:b::9")).toBe("2001:db8:a:b::/64");
    expect(of("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(of("::1")).toBe("0:0:0:0::/64");
    expect(of("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(of("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(of("2001:db8:a:c::9")).not.toBe(of("2001:db8:a:b::9"));
  });

  it("is the entry TRUSTED_PROXY_COUNT places from the right behind that many proxies", () => {
    const clientIpOf = clientIpWith({ TRUSTED_PROXY_COUNT: "2" });
    // Spoofed by the client, then the client as the first proxy saw it, the first proxy, the second.
    const chain = "6.6.6.6, 203.0.113.9, 10.0.0.2, 10.0.0.3";
    expect(clientIpOf(request({ "x-forwarded-for": chain }))).toBe("203.0.113.9");
    // A request that reached the app past the proxies: nothing further left to trust.
    expect(clientIpOf(request({ "x-forwarded-for": "10.0.0.3" }))).toBe("10.0.0.3");
  });

  it("writes an IPv4 client of a dual-stack socket plainly, and says so when there is no address", () => {
    const clientIpOf = clientIpWith({});
    expect(clientIpOf(request({ "x-forwarded-for": "::FFFF:203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIpOf(request({ "x-forwarded-for": "2001:DB8::1" }))).toBe("2001:db8:0:0::/64");
    expect(clientIpOf(request({}))).toBe("unknown");
  });

  it("on Vercel is the address Vercel's edge saw, not X-Forwarded-For", () => {
    const clientIpOf = clientIpWith({ VERCEL: "1" });
    const headers = { "x-forwarded-for": "6.6.6.6", "x-vercel-forwarded-for": "203.0.113.9" };
    expect(clientIpOf(request(headers))).toBe("203.0.113.9");
    expect(clientIpOf(request({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "198.51.100.7" }))).toBe("198.51.100.7");
  });
});
