import type { Locale } from "@/lib/i18n/locales";

/**
 * Zone id → its city in one language, from CLDR (`npm run tz:cities` writes
 * the tables next to this file). A zone a table lacks is named from its id.
 */
export type TimeZoneCities = Readonly<Partial<Record<string, string>>>;

// Read by server pages, one language at a time; the page hands its table to
// the client components (components/profile/time-zone-naming.tsx).
const tables: Record<Locale, () => Promise<{ default: TimeZoneCities }>> = {
  en: () => import("./time-zone-cities/en.json"),
  lt: () => import("./time-zone-cities/lt.json"),
  ru: () => import("./time-zone-cities/ru.json"),
};

export async function loadTimeZoneCities(locale: Locale): Promise<TimeZoneCities> {
  return (await tables[locale]()).default;
}
