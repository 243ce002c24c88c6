/** @jest-environment node */
import { giftInputSchema } from "@/lib/birthdays/gift-schema";
import { birthdayInputSchema } from "@/lib/birthdays/schema";
import { fieldKeys } from "@/lib/http/validation";

/** Field → message key of a rejected input, or the parsed value. */
function check(schema: typeof birthdayInputSchema | typeof giftInputSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { fields: fieldKeys(result.error) };
}

const birthday = (input: Record<string, unknown>) => check(birthdayInputSchema, { name: "Ann", ...input });

const thisYear = new Date().getFullYear();

describe("birthdayInputSchema", () => {
  it("trims texts, stores the placeholder year 2000 without a birth year, and nulls what is missing", () => {
    expect(birthday({ name: "  Ann Smith ", date: "1987-07-15" })).toEqual({
      data: { name: "Ann Smith", date: "2000-07-15", birthYear: null, email: null, notes: null },
    });
  });

  it("stores the date in the birth year when one is given, whatever year the date had", () => {
    expect(
      birthday({ date: "2000-07-15", birthYear: 1990, email: " ann@example.com ", notes: "  Likes tea " }),
    ).toEqual({
      data: { name: "Ann", date: "1990-07-15", birthYear: 1990, email: "ann@example.com", notes: "Likes tea" },
    });
  });

  it("omits an empty or blank e-mail and notes", () => {
    for (const empty of ["", "   ", null, undefined]) {
      expect(birthday({ date: "2000-01-01", email: empty, notes: empty })).toEqual({
        data: expect.objectContaining({ email: null, notes: null }),
      });
    }
  });

  it("accepts 29 February without a birth year (2000 is a leap year) and in a leap birth year", () => {
    expect(birthday({ date: "2001-02-29" })).toEqual({ data: expect.objectContaining({ date: "2000-02-29" }) });
    expect(birthday({ date: "2000-02-29", birthYear: 1996 })).toEqual({
      data: expect.objectContaining({ date: "1996-02-29", birthYear: 1996 }),
    });
  });

  it("refuses 29 February in a birth year that is not a leap year", () => {
    expect(birthday({ date: "2000-02-29", birthYear: 1999 })).toEqual({ fields: { date: "dayNotInYear" } });
    expect(birthday({ date: "2000-02-29", birthYear: 1900 })).toEqual({ fields: { date: "dayNotInYear" } });
  });

  it("refuses days that no month has: 31 April, 30 February", () => {
    expect(birthday({ date: "2000-04-31" })).toEqual({ fields: { date: "dayNotInMonth" } });
    expect(birthday({ date: "2000-02-30" })).toEqual({ fields: { date: "dayNotInMonth" } });
    expect(birthday({ date: "2000-02-30", birthYear: 1996 })).toEqual({ fields: { date: "dayNotInMonth" } });
    expect(birthday({ date: "2000-12-31" })).toEqual({ data: expect.objectContaining({ date: "2000-12-31" }) });
  });

  it("requires a month 01–12 and a day 1–31", () => {
    expect(birthday({ date: "2000-00-10" })).toEqual({ fields: { date: "monthRequired" } });
    expect(birthday({ date: "2000-13-10" })).toEqual({ fields: { date: "monthRequired" } });
    expect(birthday({ date: "2000-05-00" })).toEqual({ fields: { date: "dayRequired" } });
    expect(birthday({ date: "2000-05-32" })).toEqual({ fields: { date: "dayRequired" } });
  });

  it("requires a date shaped YYYY-MM-DD", () => {
    for (const date of [undefined, null, "", "2000-5-1", "15.07.2000", "2000-07-15T00:00:00Z", 20000715]) {
      expect(birthday({ date })).toEqual({ fields: { date: "dateRequired" } });
    }
  });

  it("requires a name of at most 100 characters", () => {
    expect(birthday({ name: "   ", date: "2000-01-01" })).toEqual({ fields: { name: "nameRequired" } });
    expect(birthday({ name: undefined, date: "2000-01-01" })).toEqual({ fields: { name: "nameRequired" } });
    expect(birthday({ name: "x".repeat(101), date: "2000-01-01" })).toEqual({ fields: { name: "nameTooLong" } });
    expect(birthday({ name: ` ${"x".repeat(100)} `, date: "2000-01-01" })).toEqual({
      data: expect.objectContaining({ name: "x".repeat(100) }),
    });
  });

  it("takes birth years from 1900 to this year only, as whole numbers", () => {
    for (const year of [1899, thisYear + 1, 1990.5, "1990"]) {
      expect(birthday({ date: "2000-01-01", birthYear: year })).toEqual({ fields: { birthYear: "birthYearRange" } });
    }
    expect(birthday({ date: "2000-01-01", birthYear: thisYear })).toEqual({
      data: expect.objectContaining({ birthYear: thisYear }),
    });
  });

  it("refuses a date of birth that has not come yet anywhere on Earth", () => {
    jest.useFakeTimers({ now: new Date("2026-11-28T12:00:00Z") });
    try {
      expect(birthday({ date: "2026-12-20", birthYear: 2026 })).toEqual({ fields: { date: "birthDateInFuture" } });
      // Already the 29th in Kiribati (UTC+14): a baby born there today is welcome, the day after is not.
      expect(birthday({ date: "2026-11-29", birthYear: 2026 })).toEqual({ data: expect.objectContaining({ date: "2026-11-29" }) });
      expect(birthday({ date: "2026-11-30", birthYear: 2026 })).toEqual({ fields: { date: "birthDateInFuture" } });
      // Without a birth year the date is a month and a day, every year.
      expect(birthday({ date: "2026-12-20" })).toEqual({ data: expect.objectContaining({ date: "2000-12-20" }) });
    } finally {
      jest.useRealTimers();
    }
  });

  it("refuses an invalid e-mail and notes over 2000 characters", () => {
    expect(birthday({ date: "2000-01-01", email: "not an address", notes: "x".repeat(2001) })).toEqual({
      fields: { email: "invalidEmail", notes: "notesTooLong" },
    });
    expect(birthday({ date: "2000-01-01", notes: ` ${"x".repeat(2000)} ` })).toEqual({
      data: expect.objectContaining({ notes: "x".repeat(2000) }),
    });
  });

  it("reports every field at once, the day check included", () => {
    expect(birthday({ name: "", date: "2000-04-31", email: "x@", birthYear: 1800 })).toEqual({
      fields: { name: "nameRequired", date: "dayNotInMonth", email: "invalidEmail", birthYear: "birthYearRange" },
    });
  });
});

const gift = (input: Record<string, unknown>) => check(giftInputSchema, { title: "Book", ...input });

describe("giftInputSchema", () => {
  it("trims, defaults the status to idea and nulls what is missing", () => {
    expect(gift({ title: "  A book " })).toEqual({
      data: { title: "A book", url: null, price: null, notes: null, status: "idea", givenYear: null },
    });
  });

  it("keeps a web address, a price with up to two decimals and notes", () => {
    expect(gift({ url: " https://shop.example/book ", price: 25.5, notes: " blue ", status: "bought" })).toEqual({
      data: {
        title: "Book",
        url: "https://shop.example/book",
        price: 25.5,
        notes: "blue",
        status: "bought",
        givenYear: null,
      },
    });
    for (const price of [0, 0.29, 1.01, 99999999.99])
      expect(gift({ price })).toEqual({ data: expect.objectContaining({ price }) });
  });

  it("requires a title of at most 200 characters", () => {
    expect(gift({ title: "  " })).toEqual({ fields: { title: "giftTitleRequired" } });
    expect(gift({ title: "x".repeat(201) })).toEqual({ fields: { title: "giftTitleTooLong" } });
  });

  it("accepts only http and https addresses", () => {
    // "https:example.com" is example.com to the URL parser, but a path on this site in a link.
    for (const url of ["javascript:alert(1)", "ftp://example.com/x", "example.com", "http://", "https:example.com", "http:/example.com"]) {
      expect(gift({ url })).toEqual({ fields: { url: "giftUrlInvalid" } });
    }
    expect(gift({ url: "   " })).toEqual({ data: expect.objectContaining({ url: null }) });
  });

  it("refuses negative, huge, over-precise and non-numeric prices", () => {
    for (const price of [-1, 100000000, 1.005, 0.001, Number.NaN, "25.50"]) {
      expect(gift({ price })).toEqual({ fields: { price: "giftPriceInvalid" } });
    }
  });

  it("requires the year a gift was given, and forgets it for other statuses", () => {
    expect(gift({ status: "given" })).toEqual({ fields: { givenYear: "giftGivenYearRequired" } });
    expect(gift({ status: "given", givenYear: 1899 })).toEqual({ fields: { givenYear: "giftGivenYearRange" } });
    expect(gift({ status: "given", givenYear: thisYear + 1 })).toEqual({ fields: { givenYear: "giftGivenYearRange" } });
    expect(gift({ status: "given", givenYear: 2020 })).toEqual({
      data: expect.objectContaining({ status: "given", givenYear: 2020 }),
    });
    expect(gift({ status: "bought", givenYear: 2020 })).toEqual({
      data: expect.objectContaining({ status: "bought", givenYear: null }),
    });
  });

  it("refuses an unknown status", () => {
    expect(gift({ status: "lost" })).toEqual({ fields: { status: "giftStatusInvalid" } });
  });
});
