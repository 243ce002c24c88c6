/** @jest-environment node */
import { localeOfRequest } from "@/lib/i18n/request-locale";

function request(headers: Record<string, string>, cookie?: string) {
  return {
    headers: new Headers(headers),
    cookies: { get: (name: string) => (cookie && name === "NEXT_LOCALE" ? { value: cookie } : undefined) },
  };
}

describe("the language of a request", () => {
  it("is the language of the /lt or /ru page it comes from, over the stored choice", () => {
    expect(localeOfRequest(request({ referer: "http://localhost:3000/ru/dashboard" }, "lt"))).toBe("ru");
    expect(localeOfRequest(request({ referer: "http://localhost:3000/lt" }))).toBe("lt");
  });

  it("is the stored choice from a page without a prefix, else the browser's, else English", () => {
    expect(localeOfRequest(request({ referer: "http://localhost:3000/group-cards/abc", "accept-language": "ru" }, "lt"))).toBe("lt");
    expect(localeOfRequest(request({ referer: "http://localhost:3000/lt-news", "accept-language": "de-DE,ru;q=0.8" }))).toBe("ru");
    expect(localeOfRequest(request({ referer: "not a url", "accept-language": "de" }))).toBe("en");
    expect(localeOfRequest(request({}, "xx"))).toBe("en");
  });
});
