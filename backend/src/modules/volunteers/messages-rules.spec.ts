import { characterCount, chosenTeams, groupInScope, nextReminderAt, REMIND_INTERVAL_MS, targetRefusal } from './messages-rules';
import { MessageTarget } from './volunteer-fields';

const manager = { all: true } as const;
const leader = { all: false, teamIds: [3, 5] } as const;

describe('targetRefusal', () => {
  it('lets managers write to every accepted volunteer and to any team', () => {
    expect(targetRefusal(manager, MessageTarget.ALL, [])).toBeNull();
    expect(targetRefusal(manager, MessageTarget.TEAMS, [1, 2, 9])).toBeNull();
  });
  it('lets a leader write to the teams they lead only', () => {
    expect(targetRefusal(leader, MessageTarget.TEAMS, [3])).toBeNull();
    expect(targetRefusal(leader, MessageTarget.TEAMS, [3, 5])).toBeNull();
    expect(targetRefusal(leader, MessageTarget.TEAMS, [3, 4])).toBe('NOT_TEAM_LEADER');
    expect(targetRefusal(leader, MessageTarget.TEAMS, [4])).toBe('NOT_TEAM_LEADER');
  });
  it('refuses a message to every volunteer from a leader', () => {
    expect(targetRefusal(leader, MessageTarget.ALL, [])).toBe('ALL_NEEDS_MANAGER');
    expect(targetRefusal({ all: false, teamIds: [] }, MessageTarget.ALL, [])).toBe('ALL_NEEDS_MANAGER');
  });
});

describe('chosenTeams', () => {
  it('keeps each team once, in order, and none for a message to all', () => {
    expect(chosenTeams(MessageTarget.TEAMS, [5, 3, 5])).toEqual([5, 3]);
    expect(chosenTeams(MessageTarget.TEAMS, undefined)).toEqual([]);
    expect(chosenTeams(MessageTarget.ALL, [1, 2])).toEqual([]);
  });
});

describe('nextReminderAt', () => {
  const now = new Date('2027-05-01T10:00:00Z');
  it('allows a first reminder at once', () => {
    expect(nextReminderAt(null, now)).toBeNull();
  });
  it('waits ten minutes after the last reminder', () => {
    const last = new Date(now.getTime() - 4 * 60_000);
    expect(nextReminderAt(last, now)).toEqual(new Date(last.getTime() + REMIND_INTERVAL_MS));
    expect(nextReminderAt(new Date(now.getTime() - REMIND_INTERVAL_MS), now)).toBeNull();
    expect(nextReminderAt(new Date(now.getTime() - REMIND_INTERVAL_MS - 1), now)).toBeNull();
  });
});

describe('groupInScope', () => {
  it('shows managers every group', () => {
    expect(groupInScope(manager, 9, null, 1)).toBe(true);
  });
  it('shows a leader what they sent and what reaches a team they lead', () => {
    expect(groupInScope(leader, 1, null, 1)).toBe(true);
    expect(groupInScope(leader, 9, [5], 1)).toBe(true);
    expect(groupInScope(leader, 9, [4], 1)).toBe(false);
    expect(groupInScope(leader, 9, null, 1)).toBe(false);
    expect(groupInScope(leader, null, [], 1)).toBe(false);
  });
});

describe('characterCount', () => {
  it('counts characters as the database does (an emoji is one, a variation selector another)', () => {
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('é'.repeat(500))).toBe(500);
    expect(characterCount('😀')).toBe(1);
    expect(characterCount('❤️')).toBe(2);
  });
});
