-- Google Contacts import (issue 14, docs/decisions/040-google-contacts-import.md).
-- AlterTable
ALTER TABLE "birthdays" ADD COLUMN     "google_contact_id" TEXT;

-- CreateTable
CREATE TABLE "google_authorizations" (
    "id" SERIAL NOT NULL,
    "state_hash" TEXT NOT NULL,
    "session_id" INTEGER NOT NULL,
    "code_verifier" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "google_authorizations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "google_import_tickets" (
    "id" SERIAL NOT NULL,
    "ticket_hash" TEXT NOT NULL,
    "session_id" INTEGER NOT NULL,
    "sealed_access_token" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "google_import_tickets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "google_authorizations_state_hash_key" ON "google_authorizations"("state_hash");

-- CreateIndex
CREATE INDEX "google_authorizations_expires_at_idx" ON "google_authorizations"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "google_import_tickets_ticket_hash_key" ON "google_import_tickets"("ticket_hash");

-- CreateIndex
CREATE INDEX "google_import_tickets_expires_at_idx" ON "google_import_tickets"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "birthdays_user_id_google_contact_id_key" ON "birthdays"("user_id", "google_contact_id");

-- AddForeignKey
ALTER TABLE "google_authorizations" ADD CONSTRAINT "google_authorizations_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "google_import_tickets" ADD CONSTRAINT "google_import_tickets_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
