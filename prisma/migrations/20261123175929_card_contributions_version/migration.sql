-- AlterTable
ALTER TABLE "group_cards" ADD COLUMN     "contributions_version" INTEGER NOT NULL DEFAULT 0;

-- ---------------------------------------------------------------------------
-- Added by hand (Prisma's diff ignores triggers): every statement that adds,
-- changes or removes a card's messages gives the card's contributions_version
-- a new value, whatever code path ran it (the API, account deletion, future
-- image clean-ups). lib/group-cards/cards.ts compares it with its cached copy.
-- One sequence, so a version is never reused (as birthdays_version).
-- ---------------------------------------------------------------------------
CREATE SEQUENCE group_card_contributions_version_seq;

CREATE FUNCTION bump_group_card_contributions_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE group_cards SET contributions_version = nextval('group_card_contributions_version_seq')
  WHERE id IN (SELECT DISTINCT group_card_id FROM changed_rows);
  RETURN NULL;
END
$$;

CREATE TRIGGER group_card_contributions_version_after_insert AFTER INSERT ON group_card_contributions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_group_card_contributions_version();
CREATE TRIGGER group_card_contributions_version_after_update AFTER UPDATE ON group_card_contributions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_group_card_contributions_version();
CREATE TRIGGER group_card_contributions_version_after_delete AFTER DELETE ON group_card_contributions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_group_card_contributions_version();
