import { readsContributorNote, type NoteReader } from "@/lib/group-cards/contributor-note";

const nobody: NoteReader = { isCreator: false, canContribute: false, pass: null };
const open = { deliveredAt: null };
const delivered = { deliveredAt: "2026-12-05T09:00:00.000Z" };

describe("readsContributorNote", () => {
  it("lets whoever may write on the card read it until delivery: the creator, an invitee signed in, a card pass's holder", () => {
    expect(readsContributorNote(open, { ...nobody, isCreator: true })).toBe(true);
    expect(readsContributorNote(open, { ...nobody, canContribute: true })).toBe(true);
    expect(readsContributorNote(open, { ...nobody, pass: "invitation" })).toBe(true);
  });

  it("never lets a visitor read it (the birthday person among them)", () => {
    expect(readsContributorNote(open, nobody)).toBe(false);
    expect(readsContributorNote(delivered, nobody)).toBe(false);
  });

  it("lets nobody read it once the card is delivered", () => {
    const everything: NoteReader = { isCreator: true, canContribute: true, pass: "link" };
    expect(readsContributorNote(delivered, everything)).toBe(false);
    expect(readsContributorNote({ deliveredAt: new Date() }, everything)).toBe(false);
  });
});
