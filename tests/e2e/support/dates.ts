export type Day = { year: number; month: number; day: number };

/** Today in a time zone, moved by a number of days. */
export function dayFromToday(timeZone: string, offset: number): Day {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((each) => each.type === type)!.value);
  const moved = new Date(Date.UTC(part("year"), part("month") - 1, part("day") + offset));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** A day as a stored birthday date ('YYYY-MM-DD', the placeholder year 2000 unless given). */
export const isoDate = ({ month, day }: Day, year = 2000) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
