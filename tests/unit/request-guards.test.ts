/** @jest-environment node */
import { AppError } from "@/lib/http/errors";
import { rejectUnsafeRequest } from "@/lib/http/request-guards";

// The configured address is the one origin writes may come from (read when first needed).
process.env.DATABASE_URL ??= "postgresql://localhost/unit";
process.env.APP_URL = "http://localhost:3000";

function request(method: string, headers: Record<string, string>) {
  return new Request("http://localhost:3000/api/birthdays", { method, headers: { host: "localhost:3000", ...headers } });
}

function codeOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : "other";
  }
}

describe("rejectUnsafeRequest", () => {
  it("lets reads through whatever their origin", () => {
    expect(codeOf(() => rejectUnsafeRequest(request("GET", { "sec-fetch-site": "cross-site" })))).toBeNull();
  });

  it("accepts same-origin JSON writes", () => {
    const headers = { "sec-fetch-site": "same-origin", origin: "http://localhost:3000", "content-type": "application/json" };
    expect(codeOf(() => rejectUnsafeRequest(request("POST", headers)))).toBeNull();
  });

  it.each(["cross-site", "same-site"])("refuses writes whose Sec-Fetch-Site is %s", (site) => {
    expect(codeOf(() => rejectUnsafeRequest(request("POST", { "sec-fetch-site": site })))).toBe("cross_site");
  });

  it.each(["https://evil.example", "null", "not a url"])("refuses writes from Origin %s", (origin) => {
    expect(codeOf(() => rejectUnsafeRequest(request("DELETE", { origin })))).toBe("cross_site");
  });

  it.each(["https://localhost:3000", "http://localhost:3001", "http://localhost", "http://127.0.0.1:3000"])(
    "refuses writes from Origin %s: scheme, host and port must all be the app's",
    (origin) => {
      expect(codeOf(() => rejectUnsafeRequest(request("POST", { origin })))).toBe("cross_site");
    },
  );

  it("does not take the origin to compare with from the client's Host or X-Forwarded-Host", () => {
    const headers = { origin: "https://evil.example", host: "evil.example", "x-forwarded-host": "evil.example" };
    expect(codeOf(() => rejectUnsafeRequest(request("POST", headers)))).toBe("cross_site");
  });

  it.each<Record<string, string>>([{ "content-length": "2" }, { "transfer-encoding": "chunked" }])(
    "refuses a body without a Content-Type (%o)",
    (headers) => {
      expect(codeOf(() => rejectUnsafeRequest(request("POST", headers)))).toBe("unsupported_media_type");
    },
  );

  it("lets a write without a body and without a Content-Type through", () => {
    expect(codeOf(() => rejectUnsafeRequest(request("POST", {})))).toBeNull();
    expect(codeOf(() => rejectUnsafeRequest(request("POST", { "content-length": "0" })))).toBeNull();
  });

  it("accepts multipart bodies only where the route takes uploads, and then only them", () => {
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    expect(codeOf(() => rejectUnsafeRequest(request("POST", multipart), "multipart"))).toBeNull();
    expect(codeOf(() => rejectUnsafeRequest(request("POST", { "content-type": "application/json" }), "multipart"))).toBe(
      "unsupported_media_type",
    );
  });

  it.each(["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"])(
    "refuses a %s body",
    (contentType) => {
      expect(codeOf(() => rejectUnsafeRequest(request("PUT", { "content-type": contentType })))).toBe(
        "unsupported_media_type",
      );
    },
  );

  it("accepts JSON with a charset and vendor JSON types", () => {
    for (const contentType of ["application/json; charset=utf-8", "application/merge-patch+json"]) {
      expect(codeOf(() => rejectUnsafeRequest(request("PATCH", { "content-type": contentType })))).toBeNull();
    }
  });
});
