-- A photo's description (its alt text), optional and apart from the message
-- (docs/decisions/054). Photos already on cards have none: they keep the
-- generic "Photo from {name}" until their author describes them.
ALTER TABLE "group_card_contributions" ADD COLUMN "image_alt" TEXT;
