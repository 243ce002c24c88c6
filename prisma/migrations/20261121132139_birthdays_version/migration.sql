-- AlterTable
ALTER TABLE "users" ADD COLUMN     "birthdays_version" INTEGER NOT NULL DEFAULT 0;

-- ---------------------------------------------------------------------------
-- Added by hand (not generated; Prisma's diff ignores triggers): every
-- statement that adds, changes or removes birthdays gives the owners'
-- birthdays_version a new value, whatever code path ran it (forms, import,
-- cascades). lib/birthdays/list-cache.ts compares it with its cached copy.
-- The values come from one sequence, so a version is never reused, even for
-- a user id that comes back after the table was emptied (as tests do).
-- ---------------------------------------------------------------------------
CREATE SEQUENCE birthdays_version_seq;

CREATE FUNCTION bump_birthdays_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET birthdays_version = nextval('birthdays_version_seq')
  WHERE id IN (SELECT DISTINCT user_id FROM changed_rows);
  RETURN NULL;
END
$$;

CREATE TRIGGER birthdays_version_after_insert AFTER INSERT ON birthdays
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_birthdays_version();
CREATE TRIGGER birthdays_version_after_update AFTER UPDATE ON birthdays
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_birthdays_version();
CREATE TRIGGER birthdays_version_after_delete AFTER DELETE ON birthdays
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_birthdays_version();
