-- My group cards finds the messages written with the user's address (docs/decisions/053).
CREATE INDEX "group_card_contributions_contributor_email_idx" ON "group_card_contributions"("contributor_email");
