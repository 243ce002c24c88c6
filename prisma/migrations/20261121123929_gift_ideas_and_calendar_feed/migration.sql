-- CreateEnum
CREATE TYPE "gift_status" AS ENUM ('idea', 'bought', 'given');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "calendar_token_hash" TEXT;

-- CreateTable
CREATE TABLE "gift_ideas" (
    "id" SERIAL NOT NULL,
    "birthday_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT,
    "price" DECIMAL(10,2),
    "notes" TEXT,
    "status" "gift_status" NOT NULL DEFAULT 'idea',
    "given_year" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "gift_ideas_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "gift_ideas_birthday_id_idx" ON "gift_ideas"("birthday_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_calendar_token_hash_key" ON "users"("calendar_token_hash");

-- AddForeignKey
ALTER TABLE "gift_ideas" ADD CONSTRAINT "gift_ideas_birthday_id_fkey" FOREIGN KEY ("birthday_id") REFERENCES "birthdays"("id") ON DELETE CASCADE ON UPDATE CASCADE;
