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
