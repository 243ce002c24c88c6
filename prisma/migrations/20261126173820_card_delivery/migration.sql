-- Card delivery on the day and the scheduled e-mails beside reminder digests
-- (docs/decisions/042-scheduler-and-card-delivery.md).

-- AlterTable
ALTER TABLE "group_cards" ADD COLUMN     "delivered_at" TIMESTAMPTZ(3),
ADD COLUMN     "delivery_check_at" TIMESTAMPTZ(3) NOT NULL DEFAULT '1970-01-01 00:00:00+00'::timestamptz,
ADD COLUMN     "delivery_date" DATE,
ADD COLUMN     "delivery_hour" SMALLINT,
ADD COLUMN     "delivery_owed_from" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "messages_open" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "recipient_email" TEXT;

-- CreateTable
CREATE TABLE "scheduled_emails" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "group_card_id" INTEGER,
    "to_email" TEXT NOT NULL,
    "status" "reminder_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_until" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "provider_message_id" TEXT,
    "email_sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scheduled_emails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "scheduled_emails_idempotency_key_key" ON "scheduled_emails"("idempotency_key");

-- CreateIndex
CREATE INDEX "scheduled_emails_status_next_attempt_at_idx" ON "scheduled_emails"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "scheduled_emails_group_card_id_idx" ON "scheduled_emails"("group_card_id");

-- CreateIndex
CREATE INDEX "group_cards_delivery_check_at_idx" ON "group_cards"("delivery_check_at");

-- AddForeignKey
ALTER TABLE "scheduled_emails" ADD CONSTRAINT "scheduled_emails_group_card_id_fkey" FOREIGN KEY ("group_card_id") REFERENCES "group_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------
-- Added by hand (Prisma cannot express these; its diff ignores them).
-- ---------------------------------------------------------------------------

-- Cards made before delivery existed have no delivery owed: they were made
-- without a moment to be delivered at (their creators publish by hand).
UPDATE "group_cards" SET "delivery_check_at" = 'infinity';

ALTER TABLE "group_cards" ADD CONSTRAINT "group_cards_delivery_hour_check" CHECK ("delivery_hour" BETWEEN 0 AND 23);

-- A card whose delivery date, hour or birthday changes before delivery is
-- planned again, and owed its new moment only from now (lib/group-cards/delivery-rules.ts).
CREATE FUNCTION recheck_card_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.delivered_at IS NULL AND
     (OLD.delivery_date, OLD.delivery_hour, OLD.recipient_birthday) IS DISTINCT FROM
     (NEW.delivery_date, NEW.delivery_hour, NEW.recipient_birthday) THEN
    NEW.delivery_check_at := '1970-01-01 00:00:00+00';
    NEW.delivery_owed_from := now();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER card_delivery_before_update BEFORE UPDATE OF delivery_date, delivery_hour, recipient_birthday ON group_cards
  FOR EACH ROW EXECUTE FUNCTION recheck_card_delivery();

-- The moment is read in the creator's time zone: a new zone plans their
-- undelivered cards again (what is owed stays owed).
CREATE FUNCTION recheck_creator_card_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE group_cards SET delivery_check_at = '1970-01-01 00:00:00+00'
  WHERE creator_id = NEW.id AND delivered_at IS NULL;
  RETURN NULL;
END
$$;

CREATE TRIGGER card_delivery_after_time_zone_update AFTER UPDATE OF time_zone ON users
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION recheck_creator_card_deliveries();
