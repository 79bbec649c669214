import { useState } from 'react';
import { Badge, Box, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { ColorSwatch, NativeSelect } from '@festival/ui/later';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayOf, formatDay, timeOf } from '@festival/i18n/zoned';
import { ErrorState, LoadingState, useAuth } from '@festival/ui';
import { useTeamPlanning, type MyApplication, type TeamPlanningSlot, type TeamPlanningTeam } from '../myVolunteeringApi';
import { FILL_COLOR, openingDay, teamPlanning, type ShownSlot } from '../myVolunteeringRules';

/** One slot of a team: time, title, fill (coloured like the management board), who is on it; the caller's own outlined. */
function PlanningSlotRow({ shown, team, timeZone }: { shown: ShownSlot<TeamPlanningSlot>; team: TeamPlanningTeam; timeZone: string }) {
  const { t } = useTranslation('volunteers');
  const { slot, fill, names, mine } = shown;
  const color = FILL_COLOR[fill];
  return (
    <Box
      data-testid="team-planning-slot"
      data-fill={fill}
      data-mine={mine ? 'true' : undefined}
      style={{
        borderLeft: `4px solid ${team.color}`,
        borderRadius: 6,
        padding: '6px 8px',
        background: `var(--mantine-color-${color}-light)`,
        outline: mine ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -2,
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {timeOf(slot.start, timeZone)}–{timeOf(slot.end, timeZone)}
            </Text>
            {mine && (
              <Badge size="xs" variant="filled">
                {t('mySpace.planning.you')}
              </Badge>
            )}
          </Group>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {slot.title}
          </Text>
        </Stack>
        <Badge color={color} variant="light" style={{ flexShrink: 0, overflow: 'visible' }} data-testid="team-planning-fill">
          <span aria-hidden>
            {slot.assigned}/{slot.needed}
          </span>
          <VisuallyHidden>{t('mySpace.planning.fillLabel', { assigned: slot.assigned, needed: slot.needed })}</VisuallyHidden>
        </Badge>
      </Group>
      <Text size="xs" c={names.length ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }} data-testid="team-planning-people">
        {names.length ? names.join(', ') : t('mySpace.planning.nobody')}
      </Text>
    </Box>
  );
}

/** The planning of a day, loaded when the part is opened: day picker, then each team the caller sees with its slots in time order. */
function TeamPlanningBody({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation('volunteers');
  const userId = useAuth().user?.id ?? null;
  const { edition } = application;
  const [picked, setPicked] = useState<string | null>(null);
  const day =
    picked ??
    openingDay({
      today: dayOf(Date.now(), edition.timeZone),
      startDate: edition.startDate,
      endDate: edition.endDate,
      mySlotDays: application.slots.map((s) => dayOf(s.start, edition.timeZone)),
    });
  const planning = useTeamPlanning(edition.id, day);

  if (planning.isPending) return <LoadingState />;
  if (planning.isError) return <ErrorState error={planning.error} onRetry={() => void planning.refetch()} />;
  const data = planning.data;
  const days = [...new Set([...data.days, day])].sort();
  const groups = teamPlanning(data, { userId, teamIds: application.teams.map((team) => team.id), slotIds: application.slots.map((s) => s.id) });
  const anySlot = groups.some((g) => g.slots.length > 0);

  return (
    <Stack gap="sm" aria-busy={planning.isPlaceholderData} style={{ opacity: planning.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <NativeSelect
        label={t('mySpace.planning.day')}
        value={day}
        onChange={(e) => setPicked(e.currentTarget.value)}
        data={days.map((d) => ({ value: d, label: formatDay(d, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }) }))}
        maw={320}
      />
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mySpace.planning.noTeams')}
        </Text>
      ) : !anySlot ? (
        <Text size="sm" c="dimmed">
          {t('mySpace.planning.noSlots')}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('mySpace.planning.hint')}
          </Text>
          {groups.map(({ team, slots }) => (
            <Stack key={team.id} gap={6} data-testid="team-planning-team">
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={team.color} size={12} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {team.name}
                </Text>
              </Group>
              {slots.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('mySpace.planning.teamNoSlots')}
                </Text>
              ) : (
                slots.map((shown) => <PlanningSlotRow key={shown.slot.id} shown={shown} team={team} timeZone={data.timeZone} />)
              )}
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}

/** "Team planning" of an accepted volunteer's card: closed at first, read-only, loaded when opened. */
export function TeamPlanning({ application }: { application: MyApplication }) {
  const { t } = useTranslation('volunteers');
  const [opened, setOpened] = useState(false);
  const bodyId = `team-planning-${application.id}`;
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        <UnstyledButton
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          aria-controls={opened ? bodyId : undefined}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, font: 'inherit', color: 'inherit', minHeight: 32 }}
        >
          <IconChevronRight size={16} aria-hidden style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }} />
          {t('mySpace.planning.title')}
        </UnstyledButton>
      </Title>
      {opened && (
        <div id={bodyId}>
          <TeamPlanningBody application={application} />
        </div>
      )}
    </Stack>
  );
}
