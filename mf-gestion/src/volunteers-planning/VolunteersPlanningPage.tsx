import { Alert, Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconCopy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal, EmptyCard, hrefOf, PageHeader } from '@festival/ui';
import type { Edition } from '../shared/gestionApi';
import { FormError } from '../shared/FormError';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { useDownload } from '../shared/useDownload';
import { volunteersTeamsEntry } from '../volunteers-teams/entry';
import { CopyDayModal } from './components/CopyDayModal';
import { PlanningBoard } from './components/PlanningBoard';
import { PlanningExportMenu } from './components/PlanningExportMenu';
import { PlanningFilters } from './components/PlanningFilters';
import { PrintView } from './components/PrintView';
import { SlotDrawer } from './components/SlotDrawer';
import { SlotFormModal } from './components/SlotFormModal';
import { SlotList } from './components/SlotList';
import { VolunteerPool } from './components/VolunteerPool';
import { volunteersPlanningEntry } from './entry';
import { fetchPlanningCsv, usePlanning, type Planning } from './planningApi';
import { usePlacements, usePlanningFilters, usePlanningLayout, useSlotEditing, type PlanningView } from './usePlanningBoard';

function Board({ edition, planning, day, teamId, view }: { edition: Edition; planning: Planning; day: string; teamId: number | null; view: PlanningView }) {
  const { t } = useTranslation('volunteers');
  const { people, teams, shownTeams, slotsByTeam, listed, editableTeams } = usePlanningLayout(planning, teamId);
  const slots = useSlotEditing(edition.id, planning.slots);
  const placements = usePlacements(edition.id, people);
  const onOpen = (slotId: number) => {
    placements.clearMessages();
    slots.setOpenId(slotId);
  };
  const { open } = slots;

  return (
    // Marked ready once drawn: `npm run bench:volunteers` times navigation → an interactive board.
    <Stack gap="md" data-planning-board data-ready="true">
      {planning.canAssign && editableTeams.length > 0 && (
        <Group gap="xs">
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => slots.setEditing('new')}>
            {t('planning.newSlot')}
          </Button>
          <Button size="sm" variant="default" leftSection={<IconCopy size={16} />} onClick={() => slots.setCopying(true)}>
            {t('planning.copy.open')}
          </Button>
        </Group>
      )}
      {placements.moveError && (
        <Alert color="red" icon={<IconAlertTriangle size={16} />} role="alert" data-testid="move-error" withCloseButton closeButtonLabel={t('planning.close')} onClose={placements.clearMoveError}>
          {placements.moveError}
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
              <PlanningBoard
                teams={shownTeams}
                slotsByTeam={slotsByTeam}
                day={day}
                timeZone={planning.timeZone}
                people={people}
                onOpen={onOpen}
                onDropPerson={placements.onAssign}
                onMovePerson={placements.onMove}
              />
            ) : (
              <SlotList slots={listed} teams={teams} timeZone={planning.timeZone} people={people} onOpen={onOpen} onDropPerson={placements.onAssign} onMovePerson={placements.onMove} />
            )}
          </Grid.Col>
          {planning.canAssign && (
            <Grid.Col span={{ base: 12, md: 3 }}>
              <VolunteerPool volunteers={planning.volunteers} people={people} onDropAssigned={placements.onUnassign} />
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
        error={placements.error}
        warning={placements.warning}
        busy={placements.busy}
        onClose={() => slots.setOpenId(null)}
        onAssign={placements.onAssign}
        onUnassign={placements.onUnassign}
        onEdit={slots.setEditing}
        onDelete={slots.setDeleting}
      />
      <SlotFormModal editionId={edition.id} slot={slots.editing} day={day} teams={editableTeams} defaultTeamId={teamId} timeZone={planning.timeZone} onClose={() => slots.setEditing(null)} />
      <CopyDayModal editionId={edition.id} opened={slots.copying} from={day} days={planning.days} teamId={teamId} onClose={() => slots.setCopying(false)} />
      <ConfirmModal
        opened={slots.deleting !== null}
        onClose={() => slots.setDeleting(null)}
        title={t('planning.deleteTitle', { title: slots.deleting?.title ?? '' })}
        description={t('planning.deleteText', { n: slots.deleting?.assigned ?? 0 })}
        confirmLabel={t('planning.deleteSlot')}
        loading={slots.deletePending}
        onConfirm={slots.confirmDelete}
      />
    </Stack>
  );
}

/** The planning of an edition: its filters (in the address), its exports, the board of the day. */
export function PlanningScreen({ edition }: { edition: Edition }) {
  const { t } = useTranslation('volunteers');
  const { day, teamId, print, view, setParam } = usePlanningFilters(edition);
  const planning = usePlanning(edition.id, print ? null : day, print ? null : teamId);
  const csv = useDownload(t('common.downloadFailed'));
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
            <PlanningExportMenu
              downloading={csv.pending !== null}
              onDownload={(by) => void csv.download(by, () => fetchPlanningCsv(edition.id, by), `planning-${by}.csv`)}
              onPrint={(by) => setParam('print', by)}
            />
          ) : undefined
        }
      />
      <FormError message={csv.error} onClose={csv.clearError} />
      <PlanningFilters
        days={planning.data?.days ?? []}
        day={day}
        teams={planning.data?.teams ?? []}
        teamId={teamId}
        view={view}
        onDay={(v) => setParam('day', v)}
        onTeam={(v) => setParam('team', v)}
        onView={(v) => setParam('view', v)}
      />
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
