-- The creator's daily summary of new messages while the card is open
-- (docs/decisions/042-scheduler-and-card-delivery.md); on unless switched off.

-- AlterTable
ALTER TABLE "group_cards" ADD COLUMN     "daily_summary" BOOLEAN NOT NULL DEFAULT true;
