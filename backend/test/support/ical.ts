/**
 * A small iCalendar reader for the feeds' specs: unfolds lines, checks what every feed must be (CRLF
 * endings, lines of at most 75 octets, one calendar, events not nested, each with UID, DTSTAMP,
 * DTSTART, DTEND and SUMMARY), and gives the calendar's properties with its events' apart.
 */
export function parseIcs(text: string): Record<string, string> & { events: Record<string, string>[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const raw of text.split('\r\n')) expect(Buffer.byteLength(raw, 'utf8')).toBeLessThanOrEqual(75);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines[lines.length - 1]).toBe('END:VCALENDAR');
  const top: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      expect(value).toBe('VEVENT');
      expect(current).toBeNull();
      current = {};
    } else if (name === 'END') {
      expect(value).toBe('VEVENT');
      for (const required of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY']) expect(current).toHaveProperty(required);
      events.push(current!);
      current = null;
    } else (current ?? top)[name] = value;
  }
  expect(current).toBeNull();
  return Object.assign(top, { events });
}
