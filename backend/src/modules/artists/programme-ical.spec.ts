import { favoriteShowsCalendar, showEvent, type FeedShow } from './programme-ical';

const texts = { name: 'My favourite shows', artists: (names: string) => `With: ${names}` };
const stamp = new Date('2030-04-01T12:00:00Z');
const show: FeedShow = {
  id: 7,
  title: 'Fire, and light',
  description: 'Bring earplugs',
  startDateTime: '2030-05-15T20:00:00.000Z',
  endDateTime: '2030-05-15T20:45:00.000Z',
  location: 'Big top',
  artists: ['Cie Zéphyr', 'Lou'],
  editionName: 'CJ 2030',
  editionCity: 'Lyon',
};
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the calendar feed of favourite shows', () => {
  it('makes one event per show: its UID stable per show and site, its times, place and artists', () => {
    expect(showEvent(show, texts, 'festival.example', stamp)).toEqual({
      uid: 'show-7@festival.example',
      start: new Date('2030-05-15T20:00:00Z'),
      end: new Date('2030-05-15T20:45:00Z'),
      stamp,
      summary: 'Fire, and light',
      description: 'With: Cie Zéphyr, Lou\n\nBring earplugs\n\nCJ 2030',
      location: 'Big top, Lyon',
    });
  });

  it('leaves out what a show does not have', () => {
    const bare = showEvent({ ...show, description: null, location: null, editionCity: null, artists: [] }, texts, 'h', stamp);
    expect(bare.description).toBe('CJ 2030');
    expect(bare.location).toBeNull();
    expect(showEvent({ ...show, location: null }, texts, 'h', stamp).location).toBe('Lyon');
  });

  it('renders an iCalendar of the Shows product, named in the owner’s words, texts escaped', () => {
    const lines = unfold(favoriteShowsCalendar([show, { ...show, id: 8, title: 'Juggling' }], texts, 'h', stamp)).split('\r\n');
    expect(lines).toContain('PRODID:-//Festival platform//Shows//EN');
    expect(lines).toContain('X-WR-CALNAME:My favourite shows');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:show-7@h');
    expect(lines).toContain('UID:show-8@h');
    expect(lines).toContain('SUMMARY:Fire\\, and light');
    expect(lines).toContain('DTSTART:20300515T200000Z');
    expect(lines).toContain('DTEND:20300515T204500Z');
    expect(lines).toContain('LOCATION:Big top\\, Lyon');
    expect(lines).toContain('DESCRIPTION:With: Cie Zéphyr\\, Lou\\n\\nBring earplugs\\n\\nCJ 2030');
  });
});
