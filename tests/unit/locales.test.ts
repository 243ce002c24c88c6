/** @jest-environment node */
import fc from "fast-check";
import { hasLocalePrefix, isLocale, localeOfPath, localeOr, localizedPath, locales, stripLocalePrefix } from "@/lib/i18n/locales";

const pagePath = fc.constantFrom("/", "/dashboard", "/privacy-policy", "/terms-of-service", "/auth-callback", "/lt-news");

describe("locale paths", () => {
  it("English has no prefix, Lithuanian and Russian do", () => {
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("lt", "/")).toBe("/lt");
    expect(localizedPath("ru", "/dashboard")).toBe("/ru/dashboard");
    expect(localizedPath("en", "/dashboard")).toBe("/dashboard");
  });

  it("switching language removes the old prefix and adds the new one", () => {
    fc.assert(
      fc.property(pagePath, fc.constantFrom(...locales), fc.constantFrom(...locales), (path, from, to) => {
        const switched = localizedPath(to, stripLocalePrefix(localizedPath(from, path)));
        expect(switched).toBe(localizedPath(to, path));
      }),
    );
  });

  it("does not mistake a path that merely starts with letters of a locale for a prefix", () => {
    expect(stripLocalePrefix("/lt-news")).toBe("/lt-news");
    expect(stripLocalePrefix("/ru")).toBe("/");
  });

  it("recognises only supported locales", () => {
    expect(locales.every(isLocale)).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it("takes a value that may be a locale, else the default", () => {
    expect(localeOr("ru")).toBe("ru");
    expect(localeOr("de")).toBe("en");
    expect(localeOr(null)).toBe("en");
  });

  it("finds the language prefix of every locale in the list, and only those", () => {
    for (const locale of locales) {
      expect(hasLocalePrefix(`/${locale}/dashboard`)).toBe(true);
      expect(localeOfPath(`/${locale}`)).toBe(locale);
    }
    expect(hasLocalePrefix("/de/dashboard")).toBe(false);
    expect(hasLocalePrefix("/lt-news")).toBe(false);
    expect(localeOfPath("/de/dashboard")).toBe("en");
  });
});
