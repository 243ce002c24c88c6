-- The widths of a picture's phone-sized variants for the card's grid
-- (docs/decisions/055). Pictures already stored have none: housekeeping
-- makes them, and the card offers the small and large ones meanwhile.
ALTER TABLE "card_images" ADD COLUMN     "grid_widths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
