-- A group card started from one of its creator's saved birthdays remembers
-- which (docs/decisions/044-birthday-group-cards.md). Deleting the birthday
-- keeps the card and forgets the link.

-- AlterTable
ALTER TABLE "group_cards" ADD COLUMN "birthday_id" INTEGER;

-- CreateIndex
CREATE INDEX "group_cards_birthday_id_idx" ON "group_cards"("birthday_id");

-- AddForeignKey
ALTER TABLE "group_cards" ADD CONSTRAINT "group_cards_birthday_id_fkey" FOREIGN KEY ("birthday_id") REFERENCES "birthdays"("id") ON DELETE SET NULL ON UPDATE CASCADE;
