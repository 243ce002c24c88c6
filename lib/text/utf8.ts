// Client-safe: forms check byte limits before sending, the server again;
// the calendar feed and the vCard export fold their lines here.

/** Bytes of a string in UTF-8, counted without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

const MAX_LINE_OCTETS = 75;

/**
 * One content line of an iCalendar or vCard file, folded (RFC 5545 section
 * 3.1, RFC 2425 section 5.8.1): no physical line is longer than 75 octets of
 * UTF-8 without its CRLF, continuation lines start with one space, and a fold
 * never falls inside a character (code point), so every piece is valid UTF-8.
 * Returns the line with its CRLF(s).
 */
export function foldContentLine(line: string): string {
  // Most lines are short: at most 3 octets per UTF-16 unit, or counted.
  if (line.length * 3 <= MAX_LINE_OCTETS || utf8Length(line) <= MAX_LINE_OCTETS) return `${line}\r\n`;
  const pieces: string[] = [];
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length; ) {
    const code = line.codePointAt(index)!;
    const units = code > 0xffff ? 2 : 1;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code > 0xffff ? 4 : 3;
    if (octets + size > MAX_LINE_OCTETS) {
      pieces.push(line.slice(start, index));
      start = index;
      octets = 1; // the continuation line's leading space
    }
    octets += size;
    index += units;
  }
  pieces.push(line.slice(start));
  return `${pieces.join("\r\n ")}\r\n`;
}
