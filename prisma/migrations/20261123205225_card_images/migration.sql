-- Pictures on group cards (issue 13): card_images, the stored files of the
-- postgres storage driver, and the AI image requests the quotas count.

-- CreateEnum
CREATE TYPE "card_image_source" AS ENUM ('upload', 'ai');

-- CreateTable
CREATE TABLE "card_images" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "group_card_id" INTEGER,
    "uploader_id" INTEGER,
    "contribution_id" INTEGER,
    "source" "card_image_source" NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "small_width" INTEGER NOT NULL,
    "small_height" INTEGER NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attached_at" TIMESTAMP(3),

    CONSTRAINT "card_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_objects" (
    "key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_objects_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "ai_image_generations" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "group_card_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ai_image_generations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "card_images_key_key" ON "card_images"("key");

-- CreateIndex
CREATE UNIQUE INDEX "card_images_contribution_id_key" ON "card_images"("contribution_id");

-- CreateIndex
CREATE INDEX "card_images_group_card_id_idx" ON "card_images"("group_card_id");

-- CreateIndex
CREATE INDEX "card_images_uploader_id_idx" ON "card_images"("uploader_id");

-- CreateIndex
CREATE INDEX "card_images_created_at_idx" ON "card_images"("created_at");

-- CreateIndex
CREATE INDEX "ai_image_generations_created_at_idx" ON "ai_image_generations"("created_at");

-- CreateIndex
CREATE INDEX "ai_image_generations_user_id_created_at_idx" ON "ai_image_generations"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "ai_image_generations_group_card_id_created_at_idx" ON "ai_image_generations"("group_card_id", "created_at");

-- AddForeignKey
ALTER TABLE "card_images" ADD CONSTRAINT "card_images_group_card_id_fkey" FOREIGN KEY ("group_card_id") REFERENCES "group_cards"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_images" ADD CONSTRAINT "card_images_uploader_id_fkey" FOREIGN KEY ("uploader_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_images" ADD CONSTRAINT "card_images_contribution_id_fkey" FOREIGN KEY ("contribution_id") REFERENCES "group_card_contributions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ai_image_generations" ADD CONSTRAINT "ai_image_generations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ai_image_generations" ADD CONSTRAINT "ai_image_generations_group_card_id_fkey" FOREIGN KEY ("group_card_id") REFERENCES "group_cards"("id") ON DELETE SET NULL ON UPDATE CASCADE;
