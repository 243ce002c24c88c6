import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import * as catchAll from "@/app/api/[...path]/route";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";

// Next.js answers a method a route file does not export with an empty 405
// and an unknown /api path with the site's HTML 404. Every route file
// exports all methods (lib/http/methods.ts), and the catch-all answers the
// rest, so an API client always reads the one JSON error shape.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const apiDir = path.join(process.cwd(), "app/api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const noParams = { params: Promise.resolve({}) };
type Handler = (request: NextRequest, context: typeof noParams) => Promise<Response> | Response;

describe("every route file under app/api", () => {
  it.each(routeFiles(apiDir).map((file) => path.relative(apiDir, file)))("%s exports every method", async (file) => {
    const routeModule = (await import(path.join(apiDir, file))) as Record<string, unknown>;
    for (const method of METHODS) expect([method, typeof routeModule[method]]).toEqual([method, "function"]);
  });
});

describe("a method the route does not have", () => {
  it("answers 405 in the JSON error shape with an Allow header, and OPTIONS lists the same", async () => {
    const routes = (await import("@/app/api/birthdays/route")) as unknown as Record<string, Handler>;
    const response = await routes.DELETE!(
      new NextRequest("http://localhost:3000/api/birthdays", {
        method: "DELETE",
        headers: { cookie: "NEXT_LOCALE=lt" },
      }),
      noParams,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(await response.json()).toEqual({
      error: { code: "method_not_allowed", message: lt.errors.methodNotAllowed },
    });

    const options = await routes.OPTIONS!(
      new NextRequest("http://localhost:3000/api/birthdays", { method: "OPTIONS" }),
      noParams,
    );
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
  });
});

describe("an unknown /api path", () => {
  it.each(METHODS)("answers %s with the JSON 404", async (method) => {
    const handler = (catchAll as unknown as Record<string, Handler>)[method]!;
    const request = new NextRequest("http://localhost:3000/api/nothing/here", { method });
    const response = await handler(request, { params: Promise.resolve({ path: ["nothing", "here"] }) } as never);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: en.errors.notFound } });
  });
});
