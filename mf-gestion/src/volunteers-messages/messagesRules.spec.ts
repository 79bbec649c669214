import {
  charactersLeft,
  characterCount,
  composeErrors,
  confirmedPercent,
  defaultTarget,
  messageIdOf,
  recipientName,
  remindBlock,
  sendBody,
  splitByConfirmation,
  writableTeams,
  type ComposeValues,
} from './messagesRules';

const values = (over: Partial<ComposeValues> = {}): ComposeValues => ({ title: 'Briefing', message: 'Meet at 18:00', target: 'ALL', teamIds: [], ...over });

describe('characters', () => {
  it('counts the trimmed text as the server does (code points)', () => {
    expect(characterCount('  abc  ')).toBe(3);
    expect(characterCount('😀😀')).toBe(2);
    expect(charactersLeft('x'.repeat(480))).toBe(20);
    expect(charactersLeft('x'.repeat(501))).toBe(-1);
  });
});

describe('composeErrors', () => {
  it('accepts a complete message to all, and one to chosen teams', () => {
    expect(composeErrors(values())).toEqual({});
    expect(composeErrors(values({ target: 'TEAMS', teamIds: ['3'] }))).toEqual({});
    expect(composeErrors(values({ message: 'x'.repeat(500) }))).toEqual({});
  });
  it('asks for a title and a message, each within its length', () => {
    expect(composeErrors(values({ title: '  ', message: '' }))).toEqual({ title: 'required', message: 'required' });
    expect(composeErrors(values({ title: 'x'.repeat(201), message: 'x'.repeat(501) }))).toEqual({ title: 'tooLong', message: 'tooLong' });
  });
  it('asks for at least one team when writing to teams', () => {
    expect(composeErrors(values({ target: 'TEAMS' }))).toEqual({ teamIds: 'teamsRequired' });
  });
});

describe('sendBody', () => {
  it('trims the texts and sends team ids only to teams', () => {
    expect(sendBody(values({ title: ' Hi ', message: ' There ', teamIds: ['4'] }))).toEqual({ title: 'Hi', message: 'There', target: 'ALL' });
    expect(sendBody(values({ target: 'TEAMS', teamIds: ['4', '7'] }))).toEqual({ title: 'Briefing', message: 'Meet at 18:00', target: 'TEAMS', teamIds: [4, 7] });
  });
});

describe('scope', () => {
  const teams = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('offers managers every team and the whole crew, leaders their teams only', () => {
    expect(writableTeams(teams, { all: true, teamIds: [] })).toEqual(teams);
    expect(writableTeams(teams, { all: false, teamIds: [3, 9] })).toEqual([{ id: 3 }]);
    expect(defaultTarget({ all: true, teamIds: [] })).toBe('ALL');
    expect(defaultTarget({ all: false, teamIds: [3] })).toBe('TEAMS');
  });
});

describe('following', () => {
  it('gives the confirmed share', () => {
    expect(confirmedPercent({ confirmedCount: 1, recipientCount: 3 })).toBe(33);
    expect(confirmedPercent({ confirmedCount: 0, recipientCount: 0 })).toBe(0);
  });
  it('turns Remind off when everyone confirmed or a reminder is under 10 minutes old, saying how long to wait', () => {
    const now = new Date('2027-05-01T10:00:00Z');
    expect(remindBlock({ confirmedCount: 3, recipientCount: 3, remindableAt: null }, now)).toEqual({ reason: 'allConfirmed' });
    expect(remindBlock({ confirmedCount: 1, recipientCount: 3, remindableAt: '2027-05-01T10:04:30Z' }, now)).toEqual({ reason: 'tooSoon', minutes: 5 });
    expect(remindBlock({ confirmedCount: 1, recipientCount: 3, remindableAt: '2027-05-01T09:59:00Z' }, now)).toBeNull();
    expect(remindBlock({ confirmedCount: 1, recipientCount: 3, remindableAt: null }, now)).toBeNull();
  });
  it('names recipients and splits them by confirmation', () => {
    expect(recipientName({ pseudo: 'zoe', prenom: 'Zoé', nom: 'Martin' })).toBe('Zoé Martin (zoe)');
    expect(recipientName({ pseudo: 'zoe', prenom: null, nom: ' ' })).toBe('zoe');
    const a = { confirmedAt: null };
    const b = { confirmedAt: '2027-05-01T10:00:00Z' };
    expect(splitByConfirmation([a, b, a])).toEqual({ waiting: [a, a], confirmed: [b] });
  });
  it('reads the open message from the address', () => {
    expect(messageIdOf('12')).toBe(12);
    for (const v of [null, '', '0', 'x', '2147483648', '1e3']) expect(messageIdOf(v)).toBeNull();
  });
});
