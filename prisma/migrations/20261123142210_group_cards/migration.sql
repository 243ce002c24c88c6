-- Group cards: invitations with a life cycle, sign-in links that lead back to
-- a card, and slugs that are never reused
-- (docs/decisions/031-group-card-access.md, 032-group-card-slugs-and-tokens.md).

-- Invitation status: pending → accepted (signed in through it) → contributed
-- (first message); revoked by the creator. Nothing ever set "declined"; a row
-- holding it would be one the invitee turned down, which revoked now covers.
CREATE TYPE "invitation_status_new" AS ENUM ('pending', 'accepted', 'contributed', 'revoked');
ALTER TABLE "group_card_invitations" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "group_card_invitations" ALTER COLUMN "status" TYPE "invitation_status_new"
  USING (CASE "status"::text WHEN 'declined' THEN 'revoked' ELSE "status"::text END)::"invitation_status_new";
ALTER TYPE "invitation_status" RENAME TO "invitation_status_old";
ALTER TYPE "invitation_status_new" RENAME TO "invitation_status";
DROP TYPE "invitation_status_old";
ALTER TABLE "group_card_invitations" ALTER COLUMN "status" SET DEFAULT 'pending';

-- Null: the invitation e-mail could not be sent; the creator may resend at once.
ALTER TABLE "group_card_invitations" ALTER COLUMN "sent_at" DROP NOT NULL;

-- One sign-in link per invite token (the marker is cleared when a resend replaces the token).
ALTER TABLE "group_card_invitations" ADD COLUMN "login_link_sent_at" TIMESTAMP(3);

ALTER TABLE "group_card_contributions" ADD COLUMN "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- The slug is the card's link and carries 60+ random bits: a second secret
-- (the share token) protected nothing more.
DROP INDEX "group_cards_share_token_hash_key";
ALTER TABLE "group_cards" DROP COLUMN "share_token_hash";

-- The name the creator signs with; older cards take the creator's profile name.
ALTER TABLE "group_cards" ADD COLUMN "creator_name" TEXT NOT NULL DEFAULT '';
UPDATE "group_cards" c SET "creator_name" = coalesce(u."name", '') FROM "users" u WHERE u."id" = c."creator_id";
ALTER TABLE "group_cards" ALTER COLUMN "creator_name" DROP DEFAULT;

ALTER TABLE "verification_tokens" ADD COLUMN "group_card_invitation_id" INTEGER,
ADD COLUMN "return_path" TEXT;
-- Only a path on this site: one slash, then no second slash or backslash (no //host, no /\host).
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_return_path_check"
  CHECK ("return_path" ~ '^/([^/\\]|$)');
CREATE INDEX "verification_tokens_group_card_invitation_id_idx" ON "verification_tokens"("group_card_invitation_id");
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_group_card_invitation_id_fkey"
  FOREIGN KEY ("group_card_invitation_id") REFERENCES "group_card_invitations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every slug ever issued, hashed, existing cards' included.
CREATE TABLE "issued_group_card_slugs" (
    "slug_hash" TEXT NOT NULL,
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "issued_group_card_slugs_pkey" PRIMARY KEY ("slug_hash")
);
INSERT INTO "issued_group_card_slugs" ("slug_hash") SELECT encode(sha256(convert_to("slug", 'UTF8')), 'hex') FROM "group_cards";
