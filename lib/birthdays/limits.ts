// How much one account keeps (docs/decisions/048-per-account-limits.md).
// A module of plain numbers, apart from the schemas: the dashboard's pages
// read MAX_BIRTHDAYS_PER_USER at start to warn before a refusal, and
// importing it from schema.ts put zod (31 KB gzipped) into their first load.

/**
 * The most birthdays one account keeps: three times the thousand the
 * dashboard is designed for, and a bound on what a list, an export or a
 * calendar feed costs the server.
 */
export const MAX_BIRTHDAYS_PER_USER = 3000;

/** The most gift ideas one account keeps, over all its birthdays. */
export const MAX_GIFT_IDEAS_PER_USER = 5000;
