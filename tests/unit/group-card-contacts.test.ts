import type { BirthdayDto } from "@/lib/birthdays/schema";
import { birthdayContacts, cardYears, contactForPrefill, recipientEmailAfterPick } from "@/lib/group-cards/contacts";

const today = { year: 2026, month: 11, day: 23 };

function birthday(id: number, name: string, date: string, email: string | null = null): BirthdayDto {
  return { id, name, date, birthYear: null, email, notes: null, createdAt: "2024-01-01T00:00:00.000Z" };
}

// The signed-in user's list: what the page reads with listBirthdays(session.id).
const mine = [
  birthday(11, "Ann", "2000-12-24", "ann@example.com"),
  birthday(12, "Ben", "2000-01-05"),
  birthday(13, "Leap", "2000-02-29"),
];
// Another user's birthday: its id must not prefill this user's form.
const someoneElses = birthday(99, "Zoe", "2000-11-30");

describe("birthdayContacts", () => {
  it("lists the user's birthdays nearest first, each with its next celebration", () => {
    expect(birthdayContacts(mine, today, "en")).toEqual([
      { id: 11, name: "Ann", email: "ann@example.com", date: "2000-12-24", next: { year: 2026, month: 12, day: 24 } },
      { id: 12, name: "Ben", email: null, date: "2000-01-05", next: { year: 2027, month: 1, day: 5 } },
      // 29 February is celebrated on the 28th in a common year (decision 013).
      { id: 13, name: "Leap", email: null, date: "2000-02-29", next: { year: 2027, month: 2, day: 28 } },
    ]);
  });

  it("leaves out a birthday without a usable date", () => {
    expect(birthdayContacts([birthday(1, "No date", ""), ...mine], today, "en").map((contact) => contact.id)).toEqual([11, 12, 13]);
  });
});

describe("contactForPrefill (?birthday=)", () => {
  it("finds one of the user's own birthdays by its id, with its next celebration", () => {
    expect(contactForPrefill(mine, 12, today, "en")).toEqual({
      id: 12,
      name: "Ben",
      email: null,
      date: "2000-01-05",
      next: { year: 2027, month: 1, day: 5 },
    });
    expect(contactForPrefill(mine, 13, today, "en")?.next).toEqual({ year: 2027, month: 2, day: 28 });
  });

  it("ignores another user's birthday, an unknown id, no id and a birthday without a usable date", () => {
    expect(contactForPrefill(mine, someoneElses.id, today, "en")).toBeNull();
    expect(contactForPrefill(mine, 99999, today, "en")).toBeNull();
    expect(contactForPrefill(mine, null, today, "en")).toBeNull();
    expect(contactForPrefill([birthday(1, "No date", ""), ...mine], 1, today, "en")).toBeNull();
  });
});

describe("cardYears", () => {
  it("offers this year and next", () => {
    expect(cardYears(today)).toEqual([2026, 2027]);
  });
});

describe("recipientEmailAfterPick", () => {
  const ann = { email: "ann@example.com" };
  const ben = { email: null };
  it("takes the picked birthday's saved address, over anything typed", () => {
    expect(recipientEmailAfterPick("", null, ann)).toBe("ann@example.com");
    expect(recipientEmailAfterPick("typed@example.com", ben, ann)).toBe("ann@example.com");
  });
  it("without a saved address, clears the previous pick's address but keeps one typed by hand", () => {
    expect(recipientEmailAfterPick("ann@example.com", ann, ben)).toBe("");
    expect(recipientEmailAfterPick("typed@example.com", ann, ben)).toBe("typed@example.com");
    expect(recipientEmailAfterPick("typed@example.com", null, ben)).toBe("typed@example.com");
    expect(recipientEmailAfterPick("", null, ben)).toBe("");
  });
});
