-- CreateEnum
CREATE TYPE "verification_token_type" AS ENUM ('login', 'register');

-- CreateEnum
CREATE TYPE "invitation_status" AS ENUM ('pending', 'accepted', 'declined');

-- CreateEnum
CREATE TYPE "contribution_type" AS ENUM ('text', 'image', 'ai_image');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "birthday" DATE,
    "birth_year" INTEGER,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "google_contacts_imported" BOOLEAN NOT NULL DEFAULT false,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "birthdays" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "date" CHAR(10) NOT NULL,
    "month" SMALLINT NOT NULL,
    "day" SMALLINT NOT NULL,
    "birth_year" INTEGER,
    "email" TEXT,
    "notes" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "birthdays_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "type" "verification_token_type" NOT NULL,
    "email" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "consumed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verification_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reminder_logs" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "reminder_date" DATE NOT NULL,
    "email_sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminder_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_cards" (
    "id" SERIAL NOT NULL,
    "creator_id" INTEGER NOT NULL,
    "recipient_name" TEXT NOT NULL,
    "recipient_birthday" DATE,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "theme" TEXT NOT NULL DEFAULT 'default',
    "slug" TEXT NOT NULL,
    "is_published" BOOLEAN NOT NULL DEFAULT false,
    "share_token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "group_cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_card_invitations" (
    "id" SERIAL NOT NULL,
    "group_card_id" INTEGER NOT NULL,
    "inviter_user_id" INTEGER,
    "invitee_email" TEXT NOT NULL,
    "invitee_name" TEXT,
    "status" "invitation_status" NOT NULL DEFAULT 'pending',
    "invite_token_hash" TEXT NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "responded_at" TIMESTAMP(3),

    CONSTRAINT "group_card_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_card_contributions" (
    "id" SERIAL NOT NULL,
    "group_card_id" INTEGER NOT NULL,
    "contributor_email" TEXT NOT NULL,
    "contributor_name" TEXT,
    "contributor_user_id" INTEGER,
    "type" "contribution_type" NOT NULL,
    "content" TEXT,
    "image_url" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "group_card_contributions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "birthdays_user_id_idx" ON "birthdays"("user_id");

-- CreateIndex
CREATE INDEX "birthdays_month_day_idx" ON "birthdays"("month", "day");

-- CreateIndex
CREATE UNIQUE INDEX "verification_tokens_token_hash_key" ON "verification_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "verification_tokens_user_id_idx" ON "verification_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE INDEX "reminder_logs_user_id_reminder_date_idx" ON "reminder_logs"("user_id", "reminder_date");

-- CreateIndex
CREATE UNIQUE INDEX "group_cards_slug_key" ON "group_cards"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "group_cards_share_token_hash_key" ON "group_cards"("share_token_hash");

-- CreateIndex
CREATE INDEX "group_cards_creator_id_idx" ON "group_cards"("creator_id");

-- CreateIndex
CREATE UNIQUE INDEX "group_card_invitations_invite_token_hash_key" ON "group_card_invitations"("invite_token_hash");

-- CreateIndex
CREATE INDEX "group_card_invitations_invitee_email_idx" ON "group_card_invitations"("invitee_email");

-- CreateIndex
CREATE UNIQUE INDEX "group_card_invitations_group_card_id_invitee_email_key" ON "group_card_invitations"("group_card_id", "invitee_email");

-- CreateIndex
CREATE INDEX "group_card_contributions_group_card_id_position_created_at_idx" ON "group_card_contributions"("group_card_id", "position", "created_at");

-- CreateIndex
CREATE INDEX "group_card_contributions_contributor_user_id_idx" ON "group_card_contributions"("contributor_user_id");

-- AddForeignKey
ALTER TABLE "birthdays" ADD CONSTRAINT "birthdays_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminder_logs" ADD CONSTRAINT "reminder_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_cards" ADD CONSTRAINT "group_cards_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_card_invitations" ADD CONSTRAINT "group_card_invitations_group_card_id_fkey" FOREIGN KEY ("group_card_id") REFERENCES "group_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_card_invitations" ADD CONSTRAINT "group_card_invitations_inviter_user_id_fkey" FOREIGN KEY ("inviter_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_card_contributions" ADD CONSTRAINT "group_card_contributions_group_card_id_fkey" FOREIGN KEY ("group_card_id") REFERENCES "group_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_card_contributions" ADD CONSTRAINT "group_card_contributions_contributor_user_id_fkey" FOREIGN KEY ("contributor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------
-- Added by hand (not generated): rules the Prisma schema cannot express.
-- Prisma's diff ignores CHECK constraints, so `npm run db:migration:new`
-- neither drops nor repeats them.
-- ---------------------------------------------------------------------------

-- `month` and `day` copy the month and day of `date` ('YYYY-MM-DD') so that
-- reminders can find today's birthdays by index; they must never disagree.
-- CASE makes the format test run before the casts.
ALTER TABLE "birthdays" ADD CONSTRAINT "birthdays_month_day_match_date_check" CHECK (
    CASE WHEN "date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
        THEN "month" = substr("date", 6, 2)::SMALLINT AND "day" = substr("date", 9, 2)::SMALLINT
        ELSE false
    END
);

-- E-mail addresses are stored normalised (trimmed, lower-case), so the unique
-- index also rejects the same address written differently.
ALTER TABLE "users" ADD CONSTRAINT "users_email_normalised_check" CHECK ("email" = lower(btrim("email")));
