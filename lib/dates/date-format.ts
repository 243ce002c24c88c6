// Intl.DateTimeFormat objects are slow to create (on a phone, creating one
// per birthday row cost a list of 50 rows tens of milliseconds of blocked
// main thread) and immutable once made, so each language and set of options
// gets one, kept for the life of the page or server. The keys are bounded:
// three languages, a handful of option sets, and the IANA zones.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A shared `new Intl.DateTimeFormat(locale, options)`. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A date and time in `timeZone`, naming the zone: "January 10, 2027 at 9:00 AM
 * (Eastern European Time)". The zone's name is the platform's, in the page's
 * language; where it knows only an offset ("GMT+00:00"), the zone's id says
 * more ("UTC", "Etc/GMT-3").
 */
export function formatMomentInZone(locale: string, timeZone: string, at: Date): string {
  const moment = dateFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(at);
  const named = dateFormat(locale, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const zone = !named || /^(GMT|UTC)([+\-−]|$)/.test(named) ? timeZone : named;
  return `${moment} (${zone})`;
}
