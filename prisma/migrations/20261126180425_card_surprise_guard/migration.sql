-- The surprise guard (docs/decisions/042-scheduler-and-card-delivery.md):
-- until delivery, a card's messages are shown only to its creator, invitees
-- and contributors, unless its creator switches the guard off.

-- AlterTable
ALTER TABLE "group_cards" ADD COLUMN     "surprise_guard" BOOLEAN NOT NULL DEFAULT true;

-- ---------------------------------------------------------------------------
-- Added by hand.
-- ---------------------------------------------------------------------------

-- Cards made before the guard were shared openly, and have no delivery to
-- lift it: they stay open.
UPDATE "group_cards" SET "surprise_guard" = false;
