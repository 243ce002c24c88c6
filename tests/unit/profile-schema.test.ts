/** @jest-environment node */
import { fieldKeys } from "@/lib/http/validation";
import { canonicalTimeZone } from "@/lib/dates/time-zone";
import { profileSchema } from "@/lib/users/profile-schema";

const valid = { name: "Ann", birthday: "1990-07-15", birthYear: 1990 };

function errorsOf(input: unknown): Record<string, string> {
  const result = profileSchema.safeParse(input);
  return result.success ? {} : fieldKeys(result.error);
}

describe("profileSchema", () => {
  it("accepts a full profile and trims the name", () => {
    expect(profileSchema.parse({ ...valid, name: "  Ann  ", timeZone: "Europe/Vilnius", locale: "lt" })).toEqual({
      name: "Ann",
      birthday: "1990-07-15",
      birthYear: 1990,
      timeZone: "Europe/Vilnius",
      locale: "lt",
    });
  });

  it("treats an omitted or null birth year as unknown and leaves time zone and language out when omitted", () => {
    expect(profileSchema.parse({ name: "Ann", birthday: "2000-02-29" })).toEqual({
      name: "Ann",
      birthday: "2000-02-29",
      birthYear: null,
    });
    expect(profileSchema.parse({ ...valid, birthYear: null }).birthYear).toBeNull();
  });

  it("names a validation key for every bad field", () => {
    expect(errorsOf({ name: "   ", birthday: "", birthYear: 1899, timeZone: "Mars/Olympus", locale: "de" })).toEqual({
      name: "nameRequired",
      birthday: "birthdayRequired",
      birthYear: "birthYearRange",
      timeZone: "timeZoneInvalid",
      locale: "localeInvalid",
    });
    expect(errorsOf({})).toEqual({ name: "nameRequired", birthday: "birthdayRequired" });
    expect(errorsOf({ ...valid, name: "x".repeat(101) })).toEqual({ name: "nameTooLong" });
  });

  it("wants a real date in YYYY-MM-DD", () => {
    for (const birthday of ["1990-7-15", "15.07.1990", "2023-02-29", "1990-04-31", "1990-13-01"]) {
      expect(errorsOf({ ...valid, birthYear: null, birthday })).toEqual({ birthday: "birthdayRequired" });
    }
  });

  it("allows birth years from 1900 to the current year only, as whole numbers", () => {
    const thisYear = new Date().getFullYear();
    expect(errorsOf({ ...valid, birthday: "1900-01-01", birthYear: 1900 })).toEqual({});
    expect(errorsOf({ ...valid, birthday: `${thisYear}-01-01`, birthYear: thisYear })).toEqual({});
    expect(errorsOf({ ...valid, birthday: `${thisYear + 1}-01-01`, birthYear: thisYear + 1 })).toEqual({
      birthYear: "birthYearRange",
    });
    expect(errorsOf({ ...valid, birthYear: 1990.5 })).toEqual({ birthYear: "birthYearRange" });
    expect(errorsOf({ ...valid, birthYear: "1990" })).toEqual({ birthYear: "birthYearRange" });
  });

  it("refuses one's own date of birth when it has not come yet", () => {
    jest.useFakeTimers({ now: new Date("2026-11-28T12:00:00Z") });
    try {
      expect(errorsOf({ ...valid, birthday: "2026-12-25", birthYear: 2026 })).toEqual({ birthday: "birthDateInFuture" });
      expect(errorsOf({ ...valid, birthday: "2026-12-25", birthYear: null })).toEqual({});
    } finally {
      jest.useRealTimers();
    }
  });

  it("wants a known birth year to be the birthday's year", () => {
    expect(errorsOf({ ...valid, birthYear: 1991 })).toEqual({ birthYear: "birthYearMismatch" });
  });

  it("refuses UTC offsets and unknown zones, and spells known zones canonically", () => {
    expect(canonicalTimeZone("europe/vilnius")).toBe("Europe/Vilnius");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const zone of ["+02:00", "", "Nowhere/Special", "Europe/Vilnius; DROP TABLE"]) {
      expect(canonicalTimeZone(zone)).toBeNull();
    }
    expect(profileSchema.parse({ ...valid, timeZone: "america/new_york" }).timeZone).toBe("America/New_York");
  });
});
