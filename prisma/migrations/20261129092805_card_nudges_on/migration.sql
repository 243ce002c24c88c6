-- A switch for the nudges of a whole card (docs/decisions/054): on for every
-- card, as nudges were until now; its creator turns them off in the creator
-- panel (PATCH nudgesOn), and the scheduler neither queues nor sends them then.
ALTER TABLE "group_cards" ADD COLUMN "nudges_on" BOOLEAN NOT NULL DEFAULT true;
