/**
 * The planning page's state, so that the page only composes: its filters (in the address), what the
 * board derives from the planning, the slot dialogs, and placing people (assign, take off, move) with
 * what is said of it. The requests themselves are planningApi.ts's.
 */
import { useCallback, useMemo, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dayOf } from '@festival/i18n/zoned';
import { errorMessageOf } from '@festival/ui';
import { useAddressFilters, withParams } from '@festival/ui/address';
import type { Edition } from '../shared/gestionApi';
import { useAssign, useDeleteSlot, useMoveAssignment, useUnassign, type Planning, type PlanningPerson, type PlanningSlot, type PlanningWarning } from './planningApi';
import { hoursAndMinutes, personName, planningFiltersOf, unfilledFirst, withPlanningParams } from './planningRules';

export type { PlanningView, PrintBy } from './planningRules';
type FilterParam = 'day' | 'team' | 'view' | 'print';

/** The day shown first: today (on the edition's clocks) during the edition, else its first day. */
function firstDay(edition: Edition): string {
  const today = dayOf(Date.now(), edition.timeZone);
  return today >= edition.startDate && today <= edition.endDate ? today : edition.startDate;
}

/** The page's filters, read from and written to the address (a link or a reload keeps them). */
export function usePlanningFilters(edition: Edition) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [chosen, setFilters] = useAddressFilters(planningFiltersOf, withPlanningParams);
  // A parameter as the page names it, read back through the rules: a value the API would refuse is not kept.
  const setParam = useCallback(
    (key: FilterParam, value: string | null) => setFilters(planningFiltersOf(withParams(withPlanningParams(new URLSearchParams(), chosen), { [key]: value }))),
    [chosen, setFilters],
  );
  return {
    day: chosen.day ?? firstDay(edition),
    teamId: chosen.teamId,
    print: chosen.print,
    view: chosen.view ?? (narrow ? 'list' : 'board'),
    setParam,
  };
}

/** What the board and the list draw from the planning: people and teams by id, the slots by team, the unfilled first. */
export function usePlanningLayout(planning: Planning, teamId: number | null) {
  const people = useMemo(() => new Map(planning.people.map((p) => [p.id, p])), [planning.people]);
  const teams = useMemo(() => new Map(planning.teams.map((x) => [x.id, x])), [planning.teams]);
  const shownTeams = useMemo(() => planning.teams.filter((x) => !teamId || x.id === teamId), [planning.teams, teamId]);
  const slotsByTeam = useMemo(() => {
    const out = new Map<number, PlanningSlot[]>();
    for (const s of planning.slots) out.set(s.teamId, [...(out.get(s.teamId) ?? []), s]);
    return out;
  }, [planning.slots]);
  const listed = useMemo(() => unfilledFirst(planning.slots), [planning.slots]);
  const editableTeams = useMemo(() => planning.teams.filter((x) => x.editable), [planning.teams]);
  return { people, teams, shownTeams, slotsByTeam, listed, editableTeams };
}

/** The slot open in the drawer, the slot being edited (or a new one), the one asked about before deletion, the copy of a day. */
export function useSlotEditing(editionId: number, slots: readonly PlanningSlot[]) {
  const { t } = useTranslation('volunteers');
  const removeSlot = useDeleteSlot(editionId);
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<PlanningSlot | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PlanningSlot | null>(null);
  const [copying, setCopying] = useState(false);
  const confirmDelete = () =>
    removeSlot.mutateAsync(deleting!.id).then(
      () => {
        setDeleting(null);
        setOpenId(null);
      },
      (err: unknown) => {
        notifications.show({ color: 'red', message: errorMessageOf(err, t('planning.deleteFailed')) });
      },
    );
  return {
    open: slots.find((s) => s.id === openId) ?? null,
    setOpenId,
    editing,
    setEditing,
    deleting,
    setDeleting,
    copying,
    setCopying,
    deletePending: removeSlot.isPending,
    confirmDelete,
  };
}

/** A warning of an assignment in words. */
function warningText(t: TFunction, w: PlanningWarning): string {
  return w.code === 'SHORT_REST'
    ? t('planning.warnings.SHORT_REST', { title: w.title, rest: hoursAndMinutes(w.restMinutes ?? 0), min: hoursAndMinutes(w.minRestMinutes ?? 0) })
    : t('planning.warnings.LONG_DAY', { day: w.day, total: hoursAndMinutes(w.totalMinutes ?? 0), max: hoursAndMinutes(w.maxDayMinutes ?? 0) });
}

/**
 * Putting people on slots, taking them off, moving them (one request: the server moves or refuses,
 * the person then staying where they were), and what is said: a toast each time, the refusal or the
 * warnings of the last placement for the drawer, and a move's refusal above the board (the drawer is
 * closed while dragging on the board).
 */
export function usePlacements(editionId: number, people: ReadonlyMap<number, PlanningPerson>) {
  const { t } = useTranslation('volunteers');
  const assign = useAssign(editionId);
  const unassign = useUnassign(editionId);
  const move = useMoveAssignment(editionId);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);

  const clear = useCallback(() => {
    setError(null);
    setWarning(null);
    setMoveError(null);
  }, []);
  /** Tells the warnings of an assignment (short rest, long day), or that it went well. */
  const announce = useCallback(
    (userId: number, warnings: readonly PlanningWarning[], moved: boolean) => {
      const name = personName(people.get(userId));
      if (warnings.length) {
        const text = warnings.map((w) => warningText(t, w)).join(' ');
        setWarning(text);
        notifications.show({ color: 'yellow', title: t(moved ? 'planning.movedWithWarnings' : 'planning.assignedWithWarnings', { name }), message: text });
      } else notifications.show({ color: 'green', message: t(moved ? 'planning.moved' : 'planning.assigned', { name }) });
    },
    [people, t],
  );
  const refusedWith = useCallback(
    (err: unknown, alsoAboveBoard: boolean) => {
      const message = errorMessageOf(err, t('planning.assignFailed'));
      setError(message);
      if (alsoAboveBoard) setMoveError(message);
      notifications.show({ color: 'red', message });
    },
    [t],
  );
  const onAssign = useCallback(
    (slotId: number, userId: number) => {
      clear();
      assign.mutate({ slotId, userId }, { onSuccess: (res) => announce(userId, res.warnings, false), onError: (err) => refusedWith(err, false) });
    },
    [assign, announce, clear, refusedWith],
  );
  const onUnassign = useCallback(
    (slotId: number, userId: number) =>
      unassign.mutate({ slotId, userId }, { onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('planning.unassignFailed')) }) }),
    [unassign, t],
  );
  const onMove = useCallback(
    (fromSlotId: number, toSlotId: number, userId: number) => {
      clear();
      move.mutate({ fromSlotId, toSlotId, userId }, { onSuccess: (res) => announce(userId, res.warnings, true), onError: (err) => refusedWith(err, true) });
    },
    [move, announce, clear, refusedWith],
  );
  return {
    error,
    warning,
    moveError,
    clearMoveError: () => setMoveError(null),
    /** Opening a slot starts afresh: what was said of another placement is gone. */
    clearMessages: () => {
      setError(null);
      setWarning(null);
    },
    busy: assign.isPending || unassign.isPending || move.isPending,
    onAssign,
    onUnassign,
    onMove,
  };
}
