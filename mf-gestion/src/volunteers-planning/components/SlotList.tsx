import { memo } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { PlanningPerson, PlanningSlot, PlanningTeam } from '../planningApi';
import { SlotBlock } from './SlotBlock';

/** The day's slots as a list, the least filled first (the layout for phones). */
export const SlotList = memo(function SlotList({
  slots,
  teams,
  timeZone,
  people,
  onOpen,
  onDropPerson,
  onMovePerson,
}: {
  slots: readonly PlanningSlot[];
  teams: ReadonlyMap<number, PlanningTeam>;
  timeZone: string;
  people: ReadonlyMap<number, PlanningPerson>;
  onOpen: (slotId: number) => void;
  onDropPerson: (slotId: number, userId: number) => void;
  onMovePerson: (fromSlotId: number, toSlotId: number, userId: number) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
      {slots.map((slot) => {
        const team = teams.get(slot.teamId);
        return (
          <SlotBlock
            key={slot.id}
            slot={slot}
            teamColor={team?.color ?? '#868e96'}
            timeZone={timeZone}
            editable={!!team?.editable}
            people={people}
            wrapChips
            onOpen={onOpen}
            onDropPerson={onDropPerson}
            onMovePerson={onMovePerson}
            style={{ minHeight: 48 }}
          />
        );
      })}
    </SimpleGrid>
  );
});
