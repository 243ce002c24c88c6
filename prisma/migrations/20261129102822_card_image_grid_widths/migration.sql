-- The widths of a picture's phone-sized variants for the card's grid
-- (docs/decisions/055). Pictures already stored have none: housekeeping
-- makes them, and the card offers the small and large ones meanwhile.
ALTER TABLE "card_images" ADD COLUMN     "grid_widths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- Added by hand (Prisma's diff ignores triggers): a card's cached messages
-- hold their pictures' rows (lib/group-cards/cards.ts), so a change to a
-- picture, such as its grid variants made later, gives the card's
-- contributions_version a new value too.
CREATE TRIGGER card_images_contributions_version_after_update AFTER UPDATE ON card_images
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_group_card_contributions_version();
