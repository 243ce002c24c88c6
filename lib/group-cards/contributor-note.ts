import type { CardViewerDto } from "./schema";

// Who reads the card's note to the people invited (its `description`,
// docs/decisions/052-contributor-note.md). Pure and client-safe: the server
// leaves the note out of every card answer for anyone else, and the card page
// and the creator's edit dialog show it by the same rule.

/** What the rule reads of a viewer: the flags the card's answer already carries. */
export type NoteReader = Pick<CardViewerDto, "isCreator" | "canContribute" | "pass">;

/**
 * The note is written to the people who may write on the card: its creator,
 * an invitee signed in, the holder of a card pass (an invitation's link or
 * the contributor link, docs/decisions/051). It says things
 * like "don't tell her", so the birthday person and ordinary visitors never
 * read it, and once the card is delivered it has done its work and nobody
 * reads it on the card.
 */
export function readsContributorNote(card: { deliveredAt: Date | string | null }, viewer: NoteReader): boolean {
  return card.deliveredAt === null && (viewer.isCreator || viewer.canContribute || viewer.pass !== null);
}
