-- Card passes (docs/decisions/051-card-passes.md): an invitation's link lets
-- its holder write without an account, and a card may have a contributor link
-- for a group chat. A message and a picture remember the invitation they came
-- through; a guest of the contributor link is an invitation without an address.

-- AlterTable
ALTER TABLE "card_images" ADD COLUMN     "uploader_invitation_id" INTEGER;

-- AlterTable
ALTER TABLE "group_card_contributions" ADD COLUMN     "invitation_id" INTEGER,
ALTER COLUMN "contributor_email" DROP NOT NULL;

-- AlterTable
ALTER TABLE "group_card_invitations" ADD COLUMN     "via_link" BOOLEAN NOT NULL DEFAULT false,
ALTER COLUMN "invitee_email" DROP NOT NULL;

-- An invitation has an address, a guest of the contributor link none.
ALTER TABLE "group_card_invitations" ADD CONSTRAINT "group_card_invitations_address" CHECK (via_link = (invitee_email IS NULL));

-- AlterTable
ALTER TABLE "group_cards" ADD COLUMN     "contributor_link_token" TEXT;

-- CreateIndex
CREATE INDEX "card_images_uploader_invitation_id_idx" ON "card_images"("uploader_invitation_id");

-- CreateIndex
CREATE INDEX "group_card_contributions_invitation_id_idx" ON "group_card_contributions"("invitation_id");

-- CreateIndex
CREATE UNIQUE INDEX "group_cards_contributor_link_token_key" ON "group_cards"("contributor_link_token");

-- AddForeignKey
ALTER TABLE "group_card_contributions" ADD CONSTRAINT "group_card_contributions_invitation_id_fkey" FOREIGN KEY ("invitation_id") REFERENCES "group_card_invitations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_images" ADD CONSTRAINT "card_images_uploader_invitation_id_fkey" FOREIGN KEY ("uploader_invitation_id") REFERENCES "group_card_invitations"("id") ON DELETE SET NULL ON UPDATE CASCADE;
