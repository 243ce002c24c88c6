-- The card's own words for the birthday person, apart from the creator's note
-- to the people invited (description), which the birthday person never sees
-- (docs/decisions/052-contributor-note.md). Existing cards get no greeting:
-- their description was written to the people invited and stays theirs.

-- AlterTable
ALTER TABLE "group_cards" ADD COLUMN     "greeting" TEXT;
