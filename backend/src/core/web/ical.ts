/**
 * Calendar feeds (RFC 5545) as every feed of the product writes them (a volunteer's slots, a user's
 * favourite shows): one VEVENT per event, times in UTC, texts escaped, lines folded at 75 octets
 * (without splitting a UTF-8 character), CRLF endings.
 */

export interface CalendarEvent {
  /** Stable per event: a calendar app updates the event instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  /** When the event last changed (DTSTAMP). */
  stamp: Date;
}

export interface Calendar {
  /** Which feed of the product writes it (in PRODID): 'Volunteers', 'Shows'. */
  product: string;
  name: string;
  events: readonly CalendarEvent[];
}

/** -//Festival platform//Volunteers//EN */
export const icalProdId = (product: string): string => `-//Festival platform//${product}//EN`;

/** 20270501T080000Z */
export function icalTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping: backslash, semicolon, comma, newlines (RFC 5545 3.3.11); other control characters dropped. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Folds a content line at 75 octets: continuation lines start with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets, the next ones 74 after their leading space.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The whole feed, CRLF-terminated lines. */
export function renderCalendar(calendar: Calendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${icalProdId(calendar.product)}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(calendar.name)}`];
  for (const e of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icalTime(e.stamp)}`,
      `DTSTART:${icalTime(e.start)}`,
      `DTEND:${icalTime(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
