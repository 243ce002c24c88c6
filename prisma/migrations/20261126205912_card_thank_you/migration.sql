-- The birthday person's thank-you note (docs/decisions/043-thank-you-note.md):
-- one per card, written after delivery by whoever holds the delivery e-mail's
-- link (its secret is thank_you_token, one per card; every existing card gets
-- its own, the default is evaluated per row) or the birthday person signed in.

-- AlterTable
ALTER TABLE "group_cards" ADD COLUMN     "thank_you_at" TIMESTAMPTZ(3),
ADD COLUMN     "thank_you_name" TEXT,
ADD COLUMN     "thank_you_note" TEXT,
ADD COLUMN     "thank_you_token" TEXT NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');

-- A note is written whole: its words, its signature and its moment together.
ALTER TABLE "group_cards" ADD CONSTRAINT "group_cards_thank_you_whole" CHECK (
  (thank_you_note IS NULL AND thank_you_name IS NULL AND thank_you_at IS NULL)
  OR (thank_you_note IS NOT NULL AND thank_you_name IS NOT NULL AND thank_you_at IS NOT NULL)
);
