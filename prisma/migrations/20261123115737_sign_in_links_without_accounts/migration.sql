-- A sign-in link names an address, not a user: the account of a new address
-- is created only when its link is used (docs/decisions/020-sign-in-and-security-hardening.md).

-- The language a register link's account will get, taken from the unverified
-- accounts the older code created for pending links.
ALTER TABLE "verification_tokens" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
UPDATE "verification_tokens" t SET "locale" = u."locale" FROM "users" u WHERE u."id" = t."user_id";

ALTER TABLE "verification_tokens" DROP CONSTRAINT "verification_tokens_user_id_fkey";
DROP INDEX "verification_tokens_user_id_idx";
ALTER TABLE "verification_tokens" DROP COLUMN "user_id";

-- Accounts made for addresses that never used their link: nobody ever signed
-- in to them, so they hold nothing (sign-in verifies the address first).
DELETE FROM "users" WHERE NOT "is_verified";

CREATE INDEX "verification_tokens_email_idx" ON "verification_tokens"("email");
CREATE INDEX "verification_tokens_expires_at_idx" ON "verification_tokens"("expires_at");
