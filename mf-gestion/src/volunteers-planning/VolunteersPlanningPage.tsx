import { useCallback, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Menu, SegmentedControl, Select } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCalendarEvent, IconCopy, IconDownload, IconPlus, IconPrinter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dayOf } from '@festival/i18n/zoned';
import { ConfirmModal, EmptyCard, errorMessageOf, hrefOf, PageHeader } from '@festival/ui';
import type { Edition } from '../shared/gestionApi';
import { FormError } from '../shared/FormError';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { useDownload } from '../shared/useDownload';
import { volunteersTeamsEntry } from '../volunteers-teams/entry';
import { CopyDayModal } from './components/CopyDayModal';
import { PlanningBoard } from './components/PlanningBoard';
import { PrintView } from './components/PrintView';
import { SlotDrawer } from './components/SlotDrawer';
import { SlotFormModal } from './components/SlotFormModal';
import { SlotList } from './components/SlotList';
import { VolunteerPool } from './components/VolunteerPool';
import { volunteersPlanningEntry } from './entry';
import { fetchPlanningCsv, MoveError, useAssign, useDeleteSlot, useMoveAssignment, usePlanning, useUnassign, type Planning, type PlanningSlot, type PlanningWarning } from './planningApi';
import { hoursAndMinutes, personName, unfilledFirst } from './planningRules';

/** A warning of an assignment in words. */
function warningText(t: TFunction, w: PlanningWarning): string {
  return w.code === 'SHORT_REST'
    ? t('planning.warnings.SHORT_REST', { title: w.title, rest: hoursAndMinutes(w.restMinutes ?? 0), min: hoursAndMinutes(w.minRestMinutes ?? 0) })
    : t('planning.warnings.LONG_DAY', { day: w.day, total: hoursAndMinutes(w.totalMinutes ?? 0), max: hoursAndMinutes(w.maxDayMinutes ?? 0) });
}

/** The day shown first: today (on the edition's clocks) during the edition, else its first day. */
function firstDay(edition: Edition): string {
  const today = dayOf(Date.now(), edition.timeZone);
  return today >= edition.startDate && today <= edition.endDate ? today : edition.startDate;
}

function Board({ edition, planning, day, teamId, view }: { edition: Edition; planning: Planning; day: string; teamId: number | null; view: 'board' | 'list' }) {
  const { t } = useTranslation('volunteers');
  const assign = useAssign(edition.id);
  const unassign = useUnassign(edition.id);
  const move = useMoveAssignment(edition.id);
  const removeSlot = useDeleteSlot(edition.id);
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<PlanningSlot | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PlanningSlot | null>(null);
  const [copying, setCopying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  /** The refusal of the last move by drag and drop (the drawer is closed then): the clash named. */
  const [moveError, setMoveError] = useState<string | null>(null);
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
  const open = planning.slots.find((s) => s.id === openId) ?? null;

  const onOpen = useCallback((slotId: number) => {
    setError(null);
    setWarning(null);
    setOpenId(slotId);
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
  const onAssign = useCallback(
    (slotId: number, userId: number) => {
      setError(null);
      setWarning(null);
      setMoveError(null);
      assign.mutate(
        { slotId, userId },
        {
          onSuccess: (res) => announce(userId, res.warnings, false),
          onError: (err) => {
            const message = errorMessageOf(err, t('planning.assignFailed'));
            setError(message);
            notifications.show({ color: 'red', message });
          },
        },
      );
    },
    [assign, announce, t],
  );
  const onUnassign = useCallback(
    (slotId: number, userId: number) =>
      unassign.mutate({ slotId, userId }, { onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('planning.unassignFailed')) }) }),
    [unassign, t],
  );
  /** A chip dropped on another slot: off the first, onto the second; refused, back on the first, the refusal shown. */
  const onMove = useCallback(
    (fromSlotId: number, toSlotId: number, userId: number) => {
      setError(null);
      setWarning(null);
      setMoveError(null);
      move.mutate(
        { fromSlotId, toSlotId, userId },
        {
          onSuccess: (res) => announce(userId, res.warnings, true),
          onError: (err) => {
            const refused = err instanceof MoveError ? err.refusal : err;
            const message = errorMessageOf(refused, t('planning.assignFailed'));
            const text = err instanceof MoveError && !err.restored ? `${message} ${t('planning.moveNotRestored', { name: personName(people.get(userId)) })}` : message;
            setError(text);
            setMoveError(text);
            notifications.show({ color: 'red', message: text });
          },
        },
      );
    },
    [move, announce, people, t],
  );

  return (
    // Marked ready once drawn: `npm run bench:volunteers` times navigation → an interactive board.
    <Stack gap="md" data-planning-board data-ready="true">
      {planning.canAssign && editableTeams.length > 0 && (
        <Group gap="xs">
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('planning.newSlot')}
          </Button>
          <Button size="sm" variant="default" leftSection={<IconCopy size={16} />} onClick={() => setCopying(true)}>
            {t('planning.copy.open')}
          </Button>
        </Group>
      )}
      {moveError && (
        <Alert color="red" icon={<IconAlertTriangle size={16} />} role="alert" data-testid="move-error" withCloseButton closeButtonLabel={t('planning.close')} onClose={() => setMoveError(null)}>
          {moveError}
        </Alert>
      )}
      {planning.teams.length === 0 ? (
        <EmptyCard
          icon={<IconCalendarEvent size={28} />}
          title={t('planning.noTeamsTitle')}
          description={t('planning.noTeamsText')}
          action={
            planning.canManage ? (
              <Button component={Link} to={hrefOf(volunteersTeamsEntry, { id: edition.id })} variant="light">
                {t('planning.toTeams')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: planning.canAssign ? 9 : 12 }}>
            {planning.slots.length === 0 ? (
              <Text c="dimmed">{t('planning.emptyDay')}</Text>
            ) : view === 'board' ? (
              <PlanningBoard teams={shownTeams} slotsByTeam={slotsByTeam} day={day} timeZone={planning.timeZone} people={people} onOpen={onOpen} onDropPerson={onAssign} onMovePerson={onMove} />
            ) : (
              <SlotList slots={listed} teams={teams} timeZone={planning.timeZone} people={people} onOpen={onOpen} onDropPerson={onAssign} onMovePerson={onMove} />
            )}
          </Grid.Col>
          {planning.canAssign && (
            <Grid.Col span={{ base: 12, md: 3 }}>
              <VolunteerPool volunteers={planning.volunteers} people={people} onDropAssigned={onUnassign} />
            </Grid.Col>
          )}
        </Grid>
      )}
      <SlotDrawer
        editionId={edition.id}
        slot={open}
        team={open ? teams.get(open.teamId) : undefined}
        people={people}
        timeZone={planning.timeZone}
        error={error}
        warning={warning}
        busy={assign.isPending || unassign.isPending || move.isPending}
        onClose={() => setOpenId(null)}
        onAssign={onAssign}
        onUnassign={onUnassign}
        onEdit={(slot) => setEditing(slot)}
        onDelete={(slot) => setDeleting(slot)}
      />
      <SlotFormModal editionId={edition.id} slot={editing} day={day} teams={editableTeams} defaultTeamId={teamId} timeZone={planning.timeZone} onClose={() => setEditing(null)} />
      <CopyDayModal editionId={edition.id} opened={copying} from={day} days={planning.days} teamId={teamId} onClose={() => setCopying(false)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('planning.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('planning.deleteText', { n: deleting?.assigned ?? 0 })}
        confirmLabel={t('planning.deleteSlot')}
        loading={removeSlot.isPending}
        onConfirm={() =>
          removeSlot.mutateAsync(deleting!.id).then(
            () => {
              setDeleting(null);
              setOpenId(null);
            },
            (err: unknown) => {
              notifications.show({ color: 'red', message: errorMessageOf(err, t('planning.deleteFailed')) });
            },
          )
        }
      />
    </Stack>
  );
}

function PlanningScreen({ edition }: { edition: Edition }) {
  const { t } = useTranslation('volunteers');
  const narrow = useMediaQuery('(max-width: 48em)');
  const [search, setSearch] = useSearchParams();
  const day = search.get('day') ?? firstDay(edition);
  const teamId = Number(search.get('team')) || null;
  const print = search.get('print') === 'team' || search.get('print') === 'person' ? (search.get('print') as 'team' | 'person') : null;
  const view = (search.get('view') as 'board' | 'list' | null) ?? (narrow ? 'list' : 'board');
  const planning = usePlanning(edition.id, print ? null : day, print ? null : teamId);
  const csv = useDownload(t('common.downloadFailed'));
  const downloadCsv = (by: 'team' | 'person') => void csv.download(by, () => fetchPlanningCsv(edition.id, by), `planning-${by}.csv`);
  const setParam = (key: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  if (print) {
    return (
      <QueryGate queries={[planning]}>
        {() => <PrintView planning={planning.data!} by={print} editionName={edition.name} onBack={() => setParam('print', null)} />}
      </QueryGate>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('planning.title')}
        below={t('planning.subtitle', { name: edition.name })}
        actions={
          planning.data?.canAssign ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" leftSection={<IconDownload size={16} />} loading={csv.pending !== null}>
                  {t('planning.export.open')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => downloadCsv('team')}>
                  {t('planning.export.csvByTeam')}
                </Menu.Item>
                <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => downloadCsv('person')}>
                  {t('planning.export.csvByPerson')}
                </Menu.Item>
                <Menu.Item leftSection={<IconPrinter size={14} />} onClick={() => setParam('print', 'team')}>
                  {t('planning.export.printByTeam')}
                </Menu.Item>
                <Menu.Item leftSection={<IconPrinter size={14} />} onClick={() => setParam('print', 'person')}>
                  {t('planning.export.printByPerson')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : undefined
        }
      />
      <FormError message={csv.error} onClose={csv.clearError} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('planning.day')}
          data={[...new Set([...(planning.data?.days ?? []), day])].sort()}
          value={day}
          onChange={(v) => v && setParam('day', v)}
          allowDeselect={false}
          w={170}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('planning.team')}
          data={[{ value: '', label: t('planning.allTeams') }, ...(planning.data?.teams ?? []).map((x) => ({ value: String(x.id), label: x.name }))]}
          value={teamId ? String(teamId) : ''}
          onChange={(v) => setParam('team', v || null)}
          allowDeselect={false}
          w={200}
          comboboxProps={{ withinPortal: true }}
        />
        <SegmentedControl
          value={view}
          onChange={(v) => setParam('view', v)}
          data={[
            { value: 'board', label: t('planning.viewBoard') },
            { value: 'list', label: t('planning.viewList') },
          ]}
          aria-label={t('planning.view')}
        />
        <Group gap={6}>
          {(['EMPTY', 'PARTIAL', 'FULL'] as const).map((fill) => (
            <Text key={fill} size="xs" c="dimmed">
              <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: `var(--mantine-color-${fill === 'EMPTY' ? 'red' : fill === 'PARTIAL' ? 'orange' : 'green'}-filled)`, marginRight: 4 }} />
              {t(`planning.legend.${fill}`)}
            </Text>
          ))}
        </Group>
      </Group>
      <QueryGate queries={[planning]}>{() => <Board edition={edition} planning={planning.data!} day={day} teamId={teamId} view={view} />}</QueryGate>
      {planning.data && !planning.data.canAssign && (
        <Anchor component={Link} to="/my-volunteer-applications" size="sm">
          {t('planning.mySlots')}
        </Anchor>
      )}
    </Stack>
  );
}

/** The planning board of an edition's volunteers. */
export default function VolunteersPlanningPage() {
  return <EditionPage entry={volunteersPlanningEntry}>{(edition) => <PlanningScreen edition={edition} />}</EditionPage>;
}
