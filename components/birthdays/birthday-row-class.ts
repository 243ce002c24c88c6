/** The height of one row of the birthdays view (56 px), shared with its skeleton. */
export const BIRTHDAY_ROW_CLASS = "min-h-14";
