import { memo, useMemo } from 'react';
import { Box, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minutesInto } from '@festival/i18n/zoned';
import type { PlanningPerson, PlanningSlot, PlanningTeam } from '../planningApi';
import { boardHours, hourLabels } from '../planningRules';
import { SlotBlock } from './SlotBlock';

const PX_PER_HOUR = 96;
/** A block: its title, its times and fill, a line of chips (the people on it). */
const LANE_HEIGHT = 70;
const LABEL_WIDTH = 140;

/** Slots in lanes so that overlapping ones sit one under the other. */
function lanes(slots: readonly PlanningSlot[]): { slot: PlanningSlot; lane: number }[] {
  const ends: number[] = [];
  return slots.map((slot) => {
    const start = new Date(slot.start).getTime();
    let lane = ends.findIndex((end) => end <= start);
    if (lane < 0) lane = ends.length;
    ends[lane] = new Date(slot.end).getTime();
    return { slot, lane };
  });
}

interface RowProps {
  team: PlanningTeam;
  slots: readonly PlanningSlot[];
  day: string;
  from: number;
  hours: number;
  timeZone: string;
  people: ReadonlyMap<number, PlanningPerson>;
  onOpen: (slotId: number) => void;
  onDropPerson: (slotId: number, userId: number) => void;
  onMovePerson: (fromSlotId: number, toSlotId: number, userId: number) => void;
}

const TeamRow = memo(function TeamRow({ team, slots, day, from, hours, timeZone, people, onOpen, onDropPerson, onMovePerson }: RowProps) {
  const placed = useMemo(() => lanes(slots), [slots]);
  const height = Math.max(1, ...placed.map((p) => p.lane + 1)) * LANE_HEIGHT + 8;
  return (
    <Box style={{ display: 'flex', borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="planning-row">
      <Box style={{ width: LABEL_WIDTH, flex: 'none', padding: 6, position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)', borderLeft: `4px solid ${team.color}` }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {team.name}
        </Text>
      </Box>
      <Box style={{ position: 'relative', width: hours * PX_PER_HOUR, height, flex: 'none' }}>
        {placed.map(({ slot, lane }) => {
          const left = ((minutesInto(slot.start, day, timeZone) - from * 60) / 60) * PX_PER_HOUR;
          const width = Math.max(36, ((minutesInto(slot.end, day, timeZone) - minutesInto(slot.start, day, timeZone)) / 60) * PX_PER_HOUR - 4);
          return (
            <SlotBlock
              key={slot.id}
              slot={slot}
              teamColor={team.color}
              timeZone={timeZone}
              editable={team.editable}
              people={people}
              onOpen={onOpen}
              onDropPerson={onDropPerson}
              onMovePerson={onMovePerson}
              style={{ position: 'absolute', top: 4 + lane * LANE_HEIGHT, left: Math.max(0, left), width, height: LANE_HEIGHT - 4 }}
            />
          );
        })}
      </Box>
    </Box>
  );
});

/** Teams as rows, the day's hours as columns; each slot a block coloured by how full it is. */
export function PlanningBoard({
  teams,
  slotsByTeam,
  day,
  timeZone,
  people,
  onOpen,
  onDropPerson,
  onMovePerson,
}: {
  teams: readonly PlanningTeam[];
  slotsByTeam: ReadonlyMap<number, readonly PlanningSlot[]>;
  day: string;
  timeZone: string;
  people: ReadonlyMap<number, PlanningPerson>;
  onOpen: (slotId: number) => void;
  onDropPerson: (slotId: number, userId: number) => void;
  onMovePerson: (fromSlotId: number, toSlotId: number, userId: number) => void;
}) {
  const { t } = useTranslation('volunteers');
  const { from, to } = useMemo(() => boardHours([...slotsByTeam.values()].flat(), day, timeZone), [slotsByTeam, day, timeZone]);
  const hours = to - from;
  const labels = useMemo(() => hourLabels(day, from, to, timeZone), [day, from, to, timeZone]);
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }} role="region" aria-label={t('planning.boardLabel')}>
      <Box style={{ minWidth: LABEL_WIDTH + hours * PX_PER_HOUR }}>
        <Box style={{ display: 'flex' }}>
          <Box style={{ width: LABEL_WIDTH, flex: 'none', position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 }} />
          {labels.map((label, i) => (
            <Text key={i} size="xs" c="dimmed" style={{ width: PX_PER_HOUR, flex: 'none', padding: '4px 0 4px 4px', borderLeft: '1px solid var(--mantine-color-default-border)' }}>
              {label}
            </Text>
          ))}
        </Box>
        {teams.map((team) => (
          <TeamRow key={team.id} team={team} slots={slotsByTeam.get(team.id) ?? EMPTY} day={day} from={from} hours={hours} timeZone={timeZone} people={people} onOpen={onOpen} onDropPerson={onDropPerson} onMovePerson={onMovePerson} />
        ))}
      </Box>
    </Paper>
  );
}

const EMPTY: readonly PlanningSlot[] = [];
