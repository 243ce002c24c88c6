-- Nudges to invitees who have not written yet, and the link that stops them
-- (docs/decisions/042-scheduler-and-card-delivery.md). Every existing
-- invitation gets its own random token (the default is evaluated per row).

-- AlterTable
ALTER TABLE "group_card_invitations" ADD COLUMN     "nudge_stop_token" TEXT NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
ADD COLUMN     "nudges_stopped_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "scheduled_emails" ADD COLUMN     "invitation_id" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "group_card_invitations_nudge_stop_token_key" ON "group_card_invitations"("nudge_stop_token");

-- CreateIndex
CREATE INDEX "scheduled_emails_invitation_id_idx" ON "scheduled_emails"("invitation_id");

-- AddForeignKey
ALTER TABLE "scheduled_emails" ADD CONSTRAINT "scheduled_emails_invitation_id_fkey" FOREIGN KEY ("invitation_id") REFERENCES "group_card_invitations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
