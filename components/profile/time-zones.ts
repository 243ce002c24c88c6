// The time-zone list of the profile: IANA zones grouped by region, each shown
// by its city in the page's language ("Буэнос-Айрес"; "Buenos Aires,
// Argentina" from the id where CLDR has no name, see
// lib/dates/time-zone-cities), which is also what typing in the open list
// jumps to, as is the English name. Client-safe; server and client label
// zones alike through `timeZoneNaming`.

import type { TimeZoneCities } from "@/lib/dates/time-zone-cities";

export const timeZoneRegions = [
  "Africa",
  "America",
  "Antarctica",
  "Arctic",
  "Asia",
  "Atlantic",
  "Australia",
  "Europe",
  "Indian",
  "Pacific",
  "Other",
] as const;
export type TimeZoneRegion = (typeof timeZoneRegions)[number];

export type TimeZoneOption = {
  id: string;
  region: TimeZoneRegion;
  /** In the page's language. */
  city: string;
  /** From the id, for typing in the list on a Latin keyboard. */
  englishCity: string;
};
export type TimeZoneGroup = { region: TimeZoneRegion; zones: TimeZoneOption[] };

/**
 * Region and city of a zone id: "America/Argentina/Buenos_Aires" → America,
 * "Buenos Aires, Argentina", or the city the table names it by.
 */
export function describeTimeZone(id: string, cities: TimeZoneCities = {}): TimeZoneOption {
  const [first = id, ...rest] = id.split("/");
  const region =
    (timeZoneRegions as readonly string[]).includes(first) && rest.length > 0 ? (first as TimeZoneRegion) : "Other";
  const parts = (region === "Other" ? [id] : rest).map((part) => part.replaceAll("_", " "));
  const city = parts.at(-1) ?? id;
  const within = parts.slice(0, -1);
  const englishCity = [city, ...within.reverse()].join(", ");
  return { id, region, city: cities[id] ?? englishCity, englishCity };
}

/**
 * How a page names zones: its language, its city table and its `profile`
 * messages (the region names and the "{city} ({region})" pattern). Built
 * alike on the server and in the browser by `timeZoneNaming`.
 */
export type TimeZoneNaming = {
  locale: string;
  cities: TimeZoneCities;
  regionName: (region: TimeZoneRegion) => string;
  option: (city: string, region: string) => string;
};

/** The part of the `profile` translator the names need (next-intl's `t` for "profile" fits). */
export type TimeZoneMessages = (
  key: `regions.${TimeZoneRegion}` | "timeZoneOption",
  values?: { city: string; region: string },
) => string;

export function timeZoneNaming(locale: string, cities: TimeZoneCities, t: TimeZoneMessages): TimeZoneNaming {
  return {
    locale,
    cities,
    regionName: (region) => t(`regions.${region}`),
    option: (city, region) => t("timeZoneOption", { city, region }),
  };
}

/** "Москва (Европа)": the city and the region in the page's language; UTC stays "UTC". */
export function timeZoneName(id: string, naming: TimeZoneNaming): string {
  const { region, city } = describeTimeZone(id, naming.cities);
  return region === "Other" ? city : naming.option(city, naming.regionName(region));
}

/**
 * Every zone this browser knows, plus UTC and the stored zone should the
 * browser not list them, grouped by region in the order above and sorted
 * by city within a region as the page's language sorts (Lithuanian puts
 * "Ryga" before "Roma": its y is an i).
 */
export function timeZoneGroups(include: string[], naming: Pick<TimeZoneNaming, "locale" | "cities">): TimeZoneGroup[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const ids = [...new Set([...known, "UTC", ...include])];
  const byRegion = new Map<TimeZoneRegion, TimeZoneOption[]>();
  for (const id of ids) {
    const option = describeTimeZone(id, naming.cities);
    const zones = byRegion.get(option.region) ?? [];
    zones.push(option);
    byRegion.set(option.region, zones);
  }
  const collator = new Intl.Collator(naming.locale);
  return timeZoneRegions
    .filter((region) => byRegion.has(region))
    .map((region) => ({
      region,
      zones: byRegion.get(region)!.sort((a, b) => collator.compare(a.city, b.city)),
    }));
}

/**
 * The zone typing `search` in the open list jumps to: the next one after
 * `currentId` whose city starts so in the page's language or in English
 * ("mos" and "мос" both find Москва), as Radix's own typeahead would with one
 * name. A single letter skips the current zone, so repeating it steps through.
 */
export function findTimeZone(zones: TimeZoneOption[], search: string, currentId: string | null): TimeZoneOption | undefined {
  const wanted = search.toLocaleLowerCase();
  const start = Math.max(
    zones.findIndex((zone) => zone.id === currentId),
    0,
  );
  const wrapped = [...zones.slice(start), ...zones.slice(0, start)];
  return wrapped.find(
    (zone) =>
      !(wanted.length === 1 && zone.id === currentId) &&
      [zone.city, zone.englishCity].some((name) => name.toLocaleLowerCase().startsWith(wanted)),
  );
}

/** The zone this device is set to, or null when the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
