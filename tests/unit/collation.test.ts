/** @jest-environment node */
import { byUpcoming } from "@/lib/birthdays/dates";
import { birthdaysByDay } from "@/lib/birthdays/views";
import { compareNames } from "@/lib/i18n/collation";

const names = ["Ylona", "Jonas", "Ignas", "Žemyna", "Zita", "Šarūnas", "Sara", "Юлия", "Ёлка", "Ежи"];

describe("compareNames", () => {
  it("orders names as each language's alphabet does", () => {
    // English ranks accents below letters; Lithuanian files Y with I and has Š and Ž
    // as letters of their own; Russian puts its own alphabet first, with Ё after Е.
    expect([...names].sort(compareNames("en"))).toEqual(["Ignas", "Jonas", "Sara", "Šarūnas", "Ylona", "Žemyna", "Zita", "Ежи", "Ёлка", "Юлия"]);
    expect([...names].sort(compareNames("lt"))).toEqual(["Ignas", "Ylona", "Jonas", "Sara", "Šarūnas", "Zita", "Žemyna", "Ежи", "Ёлка", "Юлия"]);
    expect([...names].sort(compareNames("ru"))).toEqual(["Ежи", "Ёлка", "Юлия", "Ignas", "Jonas", "Sara", "Šarūnas", "Ylona", "Žemyna", "Zita"]);
  });

  it("is one comparison per language, not one per call", () => {
    expect(compareNames("lt")).toBe(compareNames("lt"));
    expect(compareNames("lt")).not.toBe(compareNames("en"));
  });
});

describe("birthdays on the same day are listed by name in the page's language", () => {
  const today = { year: 2026, month: 7, day: 1 };
  const sameDay = ["Jonas", "Ylona", "Ignas"].map((name) => ({ name, date: "2000-07-10", birthYear: null }));

  it("in the upcoming order", () => {
    expect(byUpcoming(sameDay, today, "lt").map((each) => each.name)).toEqual(["Ignas", "Ylona", "Jonas"]);
    expect(byUpcoming(sameDay, today, "en").map((each) => each.name)).toEqual(["Ignas", "Jonas", "Ylona"]);
  });

  it("on the month view's days", () => {
    expect(birthdaysByDay(sameDay, 2026, 7, "lt").get(10)?.map((each) => each.name)).toEqual(["Ignas", "Ylona", "Jonas"]);
    expect(birthdaysByDay(sameDay, 2026, 7, "en").get(10)?.map((each) => each.name)).toEqual(["Ignas", "Jonas", "Ylona"]);
  });
});
