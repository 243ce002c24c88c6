-- CreateEnum
CREATE TYPE "reminder_status" AS ENUM ('pending', 'sending', 'sent', 'failed', 'skipped');

-- AlterTable
ALTER TABLE "reminder_logs" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "birthday_id" INTEGER NOT NULL,
ADD COLUMN     "claimed_until" TIMESTAMPTZ(3),
ADD COLUMN     "digest_key" TEXT,
ADD COLUMN     "last_error" TEXT,
ADD COLUMN     "next_attempt_at" TIMESTAMPTZ(3) NOT NULL,
ADD COLUMN     "occurrence_date" DATE NOT NULL,
ADD COLUMN     "offset_days" SMALLINT NOT NULL,
ADD COLUMN     "provider_message_id" TEXT,
ADD COLUMN     "status" "reminder_status" NOT NULL DEFAULT 'pending',
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL,
ALTER COLUMN "email_sent_at" SET DATA TYPE TIMESTAMPTZ(3),
ALTER COLUMN "created_at" SET DATA TYPE TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "reminder_hour" SMALLINT NOT NULL DEFAULT 9,
ADD COLUMN     "reminder_offsets" SMALLINT[] DEFAULT ARRAY[7, 1, 0]::SMALLINT[],
ADD COLUMN     "reminders_enabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "unsubscribe_token" TEXT NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');

-- CreateTable
CREATE TABLE "reminder_checks" (
    "birthday_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "check_at" TIMESTAMPTZ(3) NOT NULL DEFAULT '1970-01-01 00:00:00+00'::timestamptz,

    CONSTRAINT "reminder_checks_pkey" PRIMARY KEY ("birthday_id")
);

-- CreateIndex
CREATE INDEX "reminder_checks_check_at_idx" ON "reminder_checks"("check_at");

-- CreateIndex
CREATE INDEX "reminder_checks_user_id_idx" ON "reminder_checks"("user_id");

-- CreateIndex
CREATE INDEX "reminder_logs_status_next_attempt_at_idx" ON "reminder_logs"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "reminder_logs_birthday_id_occurrence_date_offset_days_key" ON "reminder_logs"("birthday_id", "occurrence_date", "offset_days");

-- CreateIndex
CREATE UNIQUE INDEX "users_unsubscribe_token_key" ON "users"("unsubscribe_token");

-- AddForeignKey
ALTER TABLE "reminder_logs" ADD CONSTRAINT "reminder_logs_birthday_id_fkey" FOREIGN KEY ("birthday_id") REFERENCES "birthdays"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminder_checks" ADD CONSTRAINT "reminder_checks_birthday_id_fkey" FOREIGN KEY ("birthday_id") REFERENCES "birthdays"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminder_checks" ADD CONSTRAINT "reminder_checks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------
-- Added by hand (Prisma cannot express these; its diff ignores them).
-- ---------------------------------------------------------------------------
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_hour_check" CHECK ("reminder_hour" BETWEEN 0 AND 23);
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_offsets_check"
  CHECK ("reminder_offsets" IS NOT NULL AND "reminder_offsets" <@ ARRAY[30, 14, 7, 1, 0]::SMALLINT[]);
ALTER TABLE "reminder_logs" ADD CONSTRAINT "reminder_logs_offset_days_check" CHECK ("offset_days" IN (30, 14, 7, 1, 0));

-- Every birthday has a reminder_checks row, whatever code path wrote it
-- (forms, import, tests): a birthday the planner never looks at would never
-- be reminded of. A new row, a changed date, or changed reminder settings of
-- the owner mean "look again as soon as possible" (1970-01-01); the planner
-- then computes the real next moment (lib/reminders/planner.ts).
CREATE FUNCTION add_reminder_checks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_checks (birthday_id, user_id) SELECT id, user_id FROM new_birthdays
  ON CONFLICT (birthday_id) DO UPDATE SET check_at = DEFAULT;
  RETURN NULL;
END
$$;

CREATE TRIGGER reminder_checks_after_birthday_insert AFTER INSERT ON birthdays
  REFERENCING NEW TABLE AS new_birthdays FOR EACH STATEMENT EXECUTE FUNCTION add_reminder_checks();

CREATE FUNCTION recheck_birthday_reminders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reminder_checks SET check_at = DEFAULT, user_id = NEW.user_id WHERE birthday_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER reminder_checks_after_birthday_date_update AFTER UPDATE OF date, user_id ON birthdays
  FOR EACH ROW WHEN (OLD.date IS DISTINCT FROM NEW.date OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION recheck_birthday_reminders();

CREATE FUNCTION recheck_user_reminders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reminder_checks SET check_at = DEFAULT WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER reminder_checks_after_settings_update
  AFTER UPDATE OF time_zone, reminders_enabled, reminder_offsets, reminder_hour ON users
  FOR EACH ROW WHEN (
    OLD.time_zone IS DISTINCT FROM NEW.time_zone
    OR OLD.reminders_enabled IS DISTINCT FROM NEW.reminders_enabled
    OR OLD.reminder_offsets IS DISTINCT FROM NEW.reminder_offsets
    OR OLD.reminder_hour IS DISTINCT FROM NEW.reminder_hour
  )
  EXECUTE FUNCTION recheck_user_reminders();

-- Birthdays saved before reminders existed.
INSERT INTO reminder_checks (birthday_id, user_id) SELECT id, user_id FROM birthdays;
