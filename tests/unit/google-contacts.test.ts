import { entryOfContact, planGoogleImport, type GoogleContact, type StoredBirthday } from "@/lib/contacts/google";

// Which Google contact becomes which birthday, and what a second import does (decision 040).

const primary = { primary: true };
const contact = (id: string, name: string, date?: { year?: number; month?: number; day?: number }, email?: string): GoogleContact => ({
  resourceName: `people/${id}`,
  names: [{ displayName: name, metadata: primary }],
  ...(date && { birthdays: [{ date, metadata: primary }] }),
  ...(email && { emailAddresses: [{ value: email, metadata: primary }] }),
});
const stored = (id: number, name: string, date: string, googleContactId: string | null = null, birthYear: number | null = null): StoredBirthday => ({
  id,
  name,
  date,
  birthYear,
  email: null,
  googleContactId,
});

describe("entryOfContact", () => {
  it("takes the primary name, birthday and e-mail, else the first", () => {
    const entry = entryOfContact(
      {
        names: [{ displayName: "First" }, { displayName: "Primary", metadata: primary }],
        birthdays: [
          { date: { year: 1990 } },
          { date: { month: 3, day: 4 } },
          { date: { year: 1980, month: 5, day: 6 }, metadata: primary },
        ],
        emailAddresses: [{ value: "a@example.com" }, { value: "b@example.com" }],
      },
      7,
    );
    expect(entry).toEqual({ line: 7, name: "Primary", date: { year: 1980, month: 5, day: 6 }, email: "a@example.com", notes: null });
  });

  it("has no date for a birthday without a month and a day, and no year for a year of 0", () => {
    expect(entryOfContact({ birthdays: [{ date: { year: 1990, month: 2 } }] }, 1).date).toBeNull();
    expect(entryOfContact({ birthdays: [{ date: { year: 0, month: 2, day: 29 } }] }, 1).date).toEqual({ year: null, month: 2, day: 29 });
  });
});

describe("planGoogleImport", () => {
  it("creates valid contacts with their id and the placeholder year, and skips the rest", () => {
    const plan = planGoogleImport(
      [
        contact("a", "Ann", { month: 2, day: 29 }, "ann@example.com"),
        contact("b", "Bad", { year: 1991, month: 2, day: 29 }),
        contact("c", "No Date"),
        { names: [{ displayName: "No id" }], birthdays: [{ date: { month: 1, day: 1 } }] },
      ],
      [],
    );
    expect(plan).toEqual({
      create: [{ googleContactId: "people/a", name: "Ann", date: "2000-02-29", birthYear: null, email: "ann@example.com", notes: null }],
      update: [],
      unchanged: 0,
      skipped: 3,
    });
  });

  it("updates what changed in contacts imported before, leaves the same ones, and skips duplicates of stored and earlier ones", () => {
    const plan = planGoogleImport(
      [
        contact("same", "Same", { year: 1990, month: 1, day: 1 }),
        contact("moved", "Moved", { month: 6, day: 7 }),
        contact("new", "Existing", { month: 8, day: 9 }),
        contact("twin-1", "Twin", { month: 10, day: 11 }),
        contact("twin-2", "TWIN", { year: 1970, month: 10, day: 11 }),
        // Takes the old name and date of "Moved", which no longer has them.
        contact("heir", "Moved", { month: 5, day: 5 }),
      ],
      [
        stored(1, "Same", "1990-01-01", "people/same", 1990),
        stored(2, "Moved", "2000-05-05", "people/moved"),
        stored(3, "existing", "1985-08-09", null, 1985),
      ],
    );
    expect(plan.update).toEqual([{ id: 2, name: "Moved", date: "2000-06-07", birthYear: null, email: null }]);
    expect(plan.unchanged).toBe(1);
    expect(plan.create.map((birthday) => birthday.googleContactId)).toEqual(["people/twin-1", "people/heir"]);
    expect(plan.skipped).toBe(2);
  });
});
