import { escapeText, foldLine, icalProdId, icalTime, renderCalendar } from './ical';

const PRODID = icalProdId('Volunteers');

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar feed', () => {
  it('names the product of the feed in PRODID', () => {
    expect(PRODID).toBe('-//Festival platform//Volunteers//EN');
    expect(icalProdId('Shows')).toBe('-//Festival platform//Shows//EN');
  });

  it('writes times in UTC basic form', () => {
    expect(icalTime(new Date('2027-05-01T08:05:09.123Z'))).toBe('20270501T080509Z');
  });

  it('escapes backslashes, semicolons, commas and newlines, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('bell\u0007tab\tok')).toBe('belltab\tok');
    expect(escapeText('Théâtre « Zéphyr »')).toBe('Théâtre « Zéphyr »');
  });

  it('folds lines at 75 octets without cutting a UTF-8 character', () => {
    expect(foldLine('short')).toBe('short');
    const long = 'SUMMARY:' + 'x'.repeat(200);
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(long);
    const accented = 'DESCRIPTION:' + 'é'.repeat(80);
    const accentedLines = foldLine(accented).split('\r\n');
    for (const line of accentedLines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfold(foldLine(accented))).toBe(accented);
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
  });

  it('renders a calendar with a VEVENT per event, CRLF lines, fields in order', () => {
    const text = renderCalendar({
      product: 'Volunteers',
      name: 'CJ 2027, volunteers',
      events: [
        {
          uid: 'assignment-7@festival',
          start: new Date('2027-05-01T08:00:00Z'),
          end: new Date('2027-05-01T10:00:00Z'),
          stamp: new Date('2027-04-01T12:00:00Z'),
          summary: 'Bar — Service, evening',
          description: 'Bring gloves;\nbe on time',
          location: 'Lyon',
        },
        { uid: 'assignment-8@festival', start: new Date('2027-05-02T08:00:00Z'), end: new Date('2027-05-02T09:00:00Z'), stamp: new Date('2027-04-01T12:00:00Z'), summary: 'Gate' },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const lines = unfold(text).split('\r\n').filter(Boolean);
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:CJ 2027\\, volunteers']);
    expect(lines.slice(6, 16)).toEqual([
      'BEGIN:VEVENT',
      'UID:assignment-7@festival',
      'DTSTAMP:20270401T120000Z',
      'DTSTART:20270501T080000Z',
      'DTEND:20270501T100000Z',
      'SUMMARY:Bar — Service\\, evening',
      'DESCRIPTION:Bring gloves\\;\\nbe on time',
      'LOCATION:Lyon',
      'END:VEVENT',
      'BEGIN:VEVENT',
    ]);
    // Without description or location, no empty property.
    expect(lines.slice(16)).toEqual(['UID:assignment-8@festival', 'DTSTAMP:20270401T120000Z', 'DTSTART:20270502T080000Z', 'DTEND:20270502T090000Z', 'SUMMARY:Gate', 'END:VEVENT', 'END:VCALENDAR']);
  });

  it('renders an empty calendar when there is no event', () => {
    expect(renderCalendar({ product: 'Volunteers', name: 'x', events: [] }).split('\r\n').filter(Boolean)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:x', 'END:VCALENDAR']);
  });
});
