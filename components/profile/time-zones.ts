// The time-zone list of the profile: IANA zones grouped by region, each shown
// by its city ("Buenos Aires, Argentina"), which is also what typing in the
// open list jumps to. Client-safe; the profile card uses the same labels.

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

export type TimeZoneOption = { id: string; region: TimeZoneRegion; city: string };
export type TimeZoneGroup = { region: TimeZoneRegion; zones: TimeZoneOption[] };

/** Region and city of a zone id: "America/Argentina/Buenos_Aires" → America, "Buenos Aires, Argentina". */
export function describeTimeZone(id: string): TimeZoneOption {
  const [first = id, ...rest] = id.split("/");
  const region =
    (timeZoneRegions as readonly string[]).includes(first) && rest.length > 0 ? (first as TimeZoneRegion) : "Other";
  const parts = (region === "Other" ? [id] : rest).map((part) => part.replaceAll("_", " "));
  const city = parts.at(-1) ?? id;
  const within = parts.slice(0, -1);
  return { id, region, city: [city, ...within.reverse()].join(", ") };
}

/** "Vilnius (Europe)" with the region's name translated; UTC stays "UTC". */
export function timeZoneLabel(id: string, regionName: (region: TimeZoneRegion) => string): string {
  const { region, city } = describeTimeZone(id);
  return region === "Other" ? city : `${city} (${regionName(region)})`;
}

/**
 * Every zone this browser knows, plus UTC and the stored zone should the
 * browser not list them, grouped by region in the order above and sorted
 * by city within a region.
 */
export function timeZoneGroups(include: string[] = []): TimeZoneGroup[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const ids = [...new Set([...known, "UTC", ...include])];
  const byRegion = new Map<TimeZoneRegion, TimeZoneOption[]>();
  for (const id of ids) {
    const option = describeTimeZone(id);
    const zones = byRegion.get(option.region) ?? [];
    zones.push(option);
    byRegion.set(option.region, zones);
  }
  return timeZoneRegions
    .filter((region) => byRegion.has(region))
    .map((region) => ({
      region,
      zones: byRegion.get(region)!.sort((a, b) => a.city.localeCompare(b.city, "en")),
    }));
}

/** The zone this device is set to, or null when the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
