/**
 * The canonical spelling of an IANA time-zone name ("europe/vilnius" →
 * "Europe/Vilnius"), or null when the runtime does not know the zone. Bare
 * UTC offsets ("+02:00") are refused: they are not zones and ignore summer time.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat(undefined, { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
