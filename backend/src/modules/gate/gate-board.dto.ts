import { choiceKey, gateAnswers, groupReturnables, standingOf, ticketReturnables } from './gate-board-rules';
import type { GateAction, GateSubjectKind } from './gate-fields';
import type { GateConflictDto, GateCopyDto, GateCopyLabelDto, GateCopyPersonDto, GateDashboardDto, GateEntryInfoDto, GateTierDto } from './gate.dto';

// The rows the board's statements read (gate-board.repository.ts), and their mappers to the gate's answers (gate.dto.ts).

/** A person of the offline copy as read: the copy's keys, and what their standing and returnables are worked out from. */
export interface CopyPersonRow {
  h: string;
  k: GateSubjectKind;
  i: number;
  n: string;
  t: number | null;
  o: number[];
  /** A volunteer's teams, an artist's shows. */
  g: number[] | null;
  d: string | null;
  /** A ticket's custom field answers, as kept on the item. */
  a: unknown;
  state: string | null;
  source: string | null;
  cancelled: boolean;
  status: string | null;
  e: string | null;
  p: number | null;
}

export interface CopyLabelsRow {
  nowMs: string;
  tiers: GateTierDto[];
  options: GateCopyLabelDto[];
  returnables: GateCopyLabelDto[];
  byTier: [number, number][];
  byOption: [number, number][];
  byChoice: [number, string, number][];
  byTeam: [number, number][];
  byShow: [number, number][];
  shownFields: number[];
}

export interface ConflictRow {
  clientId: string;
  entryId: number;
  kind: GateSubjectKind;
  subjectId: number;
  name: string | null;
  at: string;
  other: GateEntryInfoDto;
}

export interface HourRow {
  hour: string;
  count: number;
}

export interface TierPresenceRow {
  tierId: number;
  name: string;
  present: number;
  expected: number;
}

export interface PresenceRow {
  volunteersExpected: number;
  volunteersArrived: number;
  artistsExpected: number;
  artistsArrived: number;
}

export interface RecentRow {
  id: number;
  action: GateAction;
  at: string;
  kind: GateSubjectKind;
  subjectId: number;
  name: string | null;
  by: string | null;
  deviceId: string;
  conflict: boolean;
}

export interface DueRow {
  kind: GateSubjectKind;
  subjectId: number;
  name: string | null;
  detail: string | null;
  expectedAt: string | null;
  total: number;
}

export interface ArrivalRow {
  entryId: number;
  editionId: number;
  editionName: string;
  kind: GateSubjectKind;
  subjectId: number;
  name: string | null;
  userId: number | null;
}

const grouped = <K>(pairs: readonly (readonly [K, number])[]): Map<K, number[]> => {
  const map = new Map<K, number[]>();
  for (const [key, id] of pairs) {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  }
  return map;
};

type Answer = { customFieldId: number | null; label: string; answer: string };
/** A ticket's answers as kept (a JSON array written by the sync or the desk); anything else reads as none. */
const answersOf = (value: unknown): Answer[] =>
  Array.isArray(value)
    ? value.filter((a): a is Answer => !!a && typeof a === 'object' && typeof (a as Answer).label === 'string' && typeof (a as Answer).answer === 'string').map((a) => ({ customFieldId: typeof a.customFieldId === 'number' ? a.customFieldId : null, label: a.label, answer: a.answer }))
    : [];

/** The offline copy: its people in short keys, their returnables and shown answers worked out from the edition's links. */
export function toGateCopyDto(
  labels: CopyLabelsRow,
  people: readonly CopyPersonRow[],
  conflicts: readonly ConflictRow[],
  edition: { timeZone: string; currency: string },
  full: boolean,
): GateCopyDto {
  const links = {
    byTier: grouped(labels.byTier),
    byOption: grouped(labels.byOption),
    byChoice: grouped(labels.byChoice.map(([field, value, id]) => [choiceKey(field, value), id] as const)),
  };
  const byTeam = grouped(labels.byTeam);
  const byShow = grouped(labels.byShow);
  const shown = new Set(labels.shownFields);
  return {
    cursor: labels.nowMs,
    full,
    generatedAt: new Date(Number(labels.nowMs)).toISOString(),
    timeZone: edition.timeZone,
    currency: edition.currency,
    tiers: labels.tiers,
    options: labels.options,
    returnables: labels.returnables,
    people: people.map((row): GateCopyPersonDto => {
      const answers = row.k === 'TICKET' ? answersOf(row.a) : [];
      return {
        h: row.h,
        k: row.k,
        i: row.i,
        n: row.n,
        t: row.t,
        o: row.o,
        r: row.k === 'TICKET' ? ticketReturnables(row.t, row.o, answers, links) : groupReturnables(row.g ?? [], row.k === 'VOLUNTEER' ? byTeam : byShow),
        d: row.d,
        a: gateAnswers(answers, shown),
        s: standingOf({ kind: row.k, state: row.state, source: row.source, cancelledAt: row.cancelled ? true : null, status: row.status }),
        e: row.e,
        p: row.p,
      };
    }),
    conflicts: conflicts.map((c): GateConflictDto => ({ clientId: c.clientId, entryId: c.entryId, kind: c.kind, subjectId: c.subjectId, name: c.name ?? '', at: c.at, other: c.other })),
  };
}

export function toGateDashboardDto(
  timeZone: string,
  hours: readonly HourRow[],
  tiers: readonly TierPresenceRow[],
  presence: PresenceRow,
  recent: readonly RecentRow[],
  due: readonly DueRow[],
): GateDashboardDto {
  return {
    timeZone,
    entriesPerHour: hours.map((h) => ({ hour: h.hour, count: h.count })),
    tiers: tiers.map((t) => ({ tierId: t.tierId, name: t.name, present: t.present, expected: t.expected })),
    volunteers: { arrived: presence.volunteersArrived, expected: presence.volunteersExpected },
    artists: { arrived: presence.artistsArrived, expected: presence.artistsExpected },
    recent: recent.map((r) => ({ id: r.id, action: r.action, at: r.at, kind: r.kind, subjectId: r.subjectId, name: r.name ?? '', by: r.by, deviceId: r.deviceId, conflict: r.conflict })),
    dueToday: due.map((d) => ({ kind: d.kind, subjectId: d.subjectId, name: d.name ?? '', detail: d.detail, expectedAt: d.expectedAt })),
    dueTotal: due[0]?.total ?? 0,
  };
}
