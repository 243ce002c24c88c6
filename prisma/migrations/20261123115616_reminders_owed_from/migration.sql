-- Reminders are owed only from the moment their birthday got its current day
-- and their offset was switched on (lib/reminders/planner.ts,
-- docs/decisions/017-reminder-delivery.md).

-- AlterTable
ALTER TABLE "reminder_checks" ADD COLUMN     "owed_from" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "reminder_offsets_since" TIMESTAMPTZ(3)[] DEFAULT ARRAY[]::TIMESTAMPTZ(3)[];

-- ---------------------------------------------------------------------------
-- Added by hand (Prisma cannot express these; its diff ignores them).
-- ---------------------------------------------------------------------------

-- Existing birthdays are owed reminders from when they were added; existing
-- accounts' offsets count as on all along, as for a new account.
UPDATE "reminder_checks" c SET "owed_from" = b."created_at" FROM "birthdays" b WHERE b."id" = c."birthday_id";
UPDATE "users" SET "reminder_offsets_since" =
  array_fill('1970-01-01 00:00:00+00'::timestamptz, ARRAY[cardinality("reminder_offsets")]);

-- One moment per chosen offset, in the same order.
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_offsets_since_check" CHECK (
  "reminder_offsets_since" IS NOT NULL AND cardinality("reminder_offsets_since") = cardinality("reminder_offsets")
);

-- A new birthday is owed reminders from when it was added (its created_at, so
-- a test may set the moment).
CREATE OR REPLACE FUNCTION add_reminder_checks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_checks (birthday_id, user_id, owed_from) SELECT id, user_id, created_at FROM new_birthdays
  ON CONFLICT (birthday_id) DO UPDATE SET check_at = DEFAULT, owed_from = EXCLUDED.owed_from;
  RETURN NULL;
END
$$;

-- A birthday moved to another day (or another owner) is owed reminders from
-- now on, like a new one; a changed birth year keeps what was owed.
CREATE OR REPLACE FUNCTION recheck_birthday_reminders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reminder_checks SET
    check_at = DEFAULT,
    user_id = NEW.user_id,
    owed_from = CASE
      WHEN (OLD.month, OLD.day, OLD.user_id) IS DISTINCT FROM (NEW.month, NEW.day, NEW.user_id) THEN now()
      ELSE owed_from
    END
  WHERE birthday_id = NEW.id;
  RETURN NULL;
END
$$;

-- When each chosen offset was switched on, whatever code path writes the
-- settings (the settings form, the unsubscribe page, tests). An offset that
-- was already chosen with reminders on keeps its moment; one newly chosen, or
-- every one when reminders go on, gets now. A new account's offsets count as
-- on all along: it has no birthday older than itself. The send hour and time
-- zone do not take part: changing them keeps every moment.
CREATE FUNCTION stamp_reminder_offsets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.reminder_offsets_since :=
      array_fill('1970-01-01 00:00:00+00'::timestamptz, ARRAY[cardinality(NEW.reminder_offsets)]);
  ELSE
    NEW.reminder_offsets_since := ARRAY(
      SELECT CASE
        WHEN OLD.reminders_enabled AND chosen = ANY(OLD.reminder_offsets)
          THEN OLD.reminder_offsets_since[array_position(OLD.reminder_offsets, chosen)]
        ELSE now()
      END
      FROM unnest(NEW.reminder_offsets) WITH ORDINALITY AS t(chosen, position)
      ORDER BY position
    );
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER reminder_offsets_since_before_write BEFORE INSERT OR UPDATE OF reminders_enabled, reminder_offsets ON users
  FOR EACH ROW EXECUTE FUNCTION stamp_reminder_offsets();
