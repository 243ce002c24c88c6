/** @jest-environment node */
import { cardEvents, DEFAULT_DELIVERY_HOUR, deliveryMoment, planCard } from "@/lib/group-cards/delivery-rules";
import { recipientIsInvited } from "@/lib/group-cards/schema";

// When a group card is delivered (docs/decisions/042): the local hour in the
// creator's zone, the birthday at 09:00 by default, owed only from when the
// moment was set, late rather than never, once.

const at = (iso: string) => new Date(iso).getTime();
const birthdayOnly = { deliveryDate: null, deliveryHour: null, recipientBirthday: "2027-03-28" };

describe("deliveryMoment", () => {
  it("is the birthday at 09:00 in the creator's zone by default", () => {
    expect(DEFAULT_DELIVERY_HOUR).toBe(9);
    expect(deliveryMoment(birthdayOnly, "UTC")).toBe(at("2027-03-28T09:00:00Z"));
    // Vilnius is on summer time (UTC+3) from 03:00 that day.
    expect(deliveryMoment(birthdayOnly, "Europe/Vilnius")).toBe(at("2027-03-28T06:00:00Z"));
    expect(deliveryMoment({ ...birthdayOnly, recipientBirthday: "2027-03-27" }, "Europe/Vilnius")).toBe(
      at("2027-03-27T07:00:00Z"),
    );
  });

  it("takes the chosen date and hour; a skipped hour goes out when the clocks jump, a repeated one the first time", () => {
    const chosen = (deliveryDate: string, deliveryHour: number) => ({ ...birthdayOnly, deliveryDate, deliveryHour });
    expect(deliveryMoment(chosen("2027-04-01", 18), "America/New_York")).toBe(at("2027-04-01T22:00:00Z"));
    expect(deliveryMoment(chosen("2027-03-28", 3), "Europe/Vilnius")).toBe(at("2027-03-28T01:00:00Z"));
    // 31 October 2027: Vilnius goes from 04:00 back to 03:00; 03:00 happens twice.
    expect(deliveryMoment(chosen("2027-10-31", 3), "Europe/Vilnius")).toBe(at("2027-10-31T00:00:00Z"));
  });

  it("is null without a date", () => {
    expect(deliveryMoment({ ...birthdayOnly, recipientBirthday: null }, "UTC")).toBeNull();
  });
});

describe("planCard", () => {
  const card = { ...birthdayOnly, deliveredAt: null, owedFrom: at("2027-01-01T00:00:00Z"), dailySummary: false };
  const moment = at("2027-03-28T09:00:00Z");
  const nudge3 = at("2027-03-25T10:00:00Z");
  const warning = at("2027-03-27T09:00:00Z");
  const nudge1 = at("2027-03-27T10:00:00Z");

  it("nudges three days and one day before at 10:00, warns a day before, then delivers, late as well", () => {
    expect(planCard(card, "UTC", nudge3 - 1)).toEqual({ due: [], checkAt: nudge3 });
    expect(planCard(card, "UTC", nudge3)).toEqual({ due: ["nudge-3"], checkAt: warning });
    expect(planCard(card, "UTC", warning)).toEqual({ due: ["nudge-3", "empty-warning"], checkAt: nudge1 });
    // The first nudge's window closes when the second comes due.
    expect(planCard(card, "UTC", nudge1)).toEqual({ due: ["empty-warning", "nudge-1"], checkAt: moment });
    expect(planCard(card, "UTC", moment)).toEqual({ due: ["delivery"], checkAt: Infinity });
    expect(planCard(card, "UTC", moment + 3 * 86_400_000)).toEqual({ due: ["delivery"], checkAt: Infinity });
  });

  it("never delivers twice, nor what was due before the moment was set, nor without a date", () => {
    expect(planCard({ ...card, deliveredAt: moment - 1 }, "UTC", moment)).toEqual({ due: [], checkAt: Infinity });
    expect(planCard({ ...card, owedFrom: moment + 1 }, "UTC", moment + 2)).toEqual({ due: [], checkAt: Infinity });
    // Set two days before: no first nudge, the rest as usual.
    expect(planCard({ ...card, owedFrom: nudge3 + 1 }, "UTC", nudge3 + 2)).toEqual({ due: [], checkAt: warning });
    expect(planCard({ ...card, owedFrom: moment }, "UTC", moment)).toEqual({ due: ["delivery"], checkAt: Infinity });
    expect(planCard({ ...card, recipientBirthday: null }, "UTC", moment)).toEqual({ due: [], checkAt: Infinity });
  });

  it("sends the daily summary at 18:00 while the card waits, each open until the next day's", () => {
    const summaries = { ...card, dailySummary: true };
    const day = (iso: string) => at(`2027-03-${iso}`);
    expect(planCard(summaries, "UTC", day("20T17:59:59Z"))).toMatchObject({ checkAt: day("20T18:00:00Z") });
    expect(planCard(summaries, "UTC", day("20T18:00:00Z"))).toEqual({
      due: ["summary"],
      checkAt: day("21T18:00:00Z"),
      summaryAt: day("20T18:00:00Z"),
    });
    // Late the next morning, the evening's summary is still open.
    expect(planCard(summaries, "UTC", day("21T08:00:00Z"))).toMatchObject({ due: ["summary"], summaryAt: day("20T18:00:00Z") });
    // The last one before the day closes at the delivery; none after it.
    expect(planCard(summaries, "UTC", day("27T18:00:00Z"))).toMatchObject({ summaryAt: day("27T18:00:00Z"), checkAt: moment });
    expect(planCard(summaries, "UTC", moment)).toEqual({ due: ["delivery"], checkAt: Infinity });
    // None due before the card was made.
    expect(planCard({ ...summaries, owedFrom: day("20T19:00:00Z") }, "UTC", day("20T20:00:00Z"))).toEqual({
      due: [],
      checkAt: day("21T18:00:00Z"),
    });
  });

  it("puts the nudges at 10:00 in the creator's zone", () => {
    expect(cardEvents(birthdayOnly, "Europe/Vilnius").map(({ event, at }) => [event, new Date(at).toISOString()])).toEqual([
      ["nudge-3", "2027-03-25T08:00:00.000Z"],
      ["empty-warning", "2027-03-27T06:00:00.000Z"],
      ["nudge-1", "2027-03-27T08:00:00.000Z"],
      ["delivery", "2027-03-28T06:00:00.000Z"],
    ]);
  });
});

describe("recipientIsInvited", () => {
  it("finds the birthday person's address among the invitees as typed, whatever the case and separators", () => {
    expect(recipientIsInvited("Rita@Example.com ", "bob@example.com; rita@example.com\ncarol@example.com")).toBe(true);
    expect(recipientIsInvited("rita@example.com", "bob@example.com, carol@example.com")).toBe(false);
    expect(recipientIsInvited("", "bob@example.com")).toBe(false);
  });
});
