/** @jest-environment node */
import { AppError } from "@/lib/http/errors";
import { rejectUnsafeRequest } from "@/lib/http/request-guards";

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
