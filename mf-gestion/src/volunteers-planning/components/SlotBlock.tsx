import { memo, useState, type CSSProperties } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanningSlot } from '../planningApi';
import { FILL_COLOR, fillOf, timeOf } from '../planningRules';

/** The type of a dragged volunteer, in a drag's data. */
export const VOLUNTEER_DRAG = 'application/x-festival-volunteer';

/** A slot on the board or in the list: its fill as a colour, and a drop target for a volunteer when editable. */
export const SlotBlock = memo(function SlotBlock({
  slot,
  teamColor,
  timeZone,
  editable,
  style,
  onOpen,
  onDropPerson,
}: {
  slot: PlanningSlot;
  teamColor: string;
  timeZone: string;
  editable: boolean;
  style?: CSSProperties;
  onOpen: (slotId: number) => void;
  onDropPerson: (slotId: number, userId: number) => void;
}) {
  const { t } = useTranslation('volunteers');
  const [over, setOver] = useState(false);
  const fill = fillOf(slot.assigned, slot.needed);
  const color = FILL_COLOR[fill];
  return (
    <UnstyledButton
      onClick={() => onOpen(slot.id)}
      data-testid="planning-slot"
      data-fill={fill}
      aria-label={t('planning.slotLabel', { title: slot.title, start: timeOf(slot.start, timeZone), end: timeOf(slot.end, timeZone), assigned: slot.assigned, needed: slot.needed })}
      onDragOver={
        editable
          ? (e) => {
              if (!e.dataTransfer.types.includes(VOLUNTEER_DRAG)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'copy';
              setOver(true);
            }
          : undefined
      }
      onDragLeave={() => setOver(false)}
      onDrop={
        editable
          ? (e) => {
              e.preventDefault();
              setOver(false);
              const userId = Number(e.dataTransfer.getData(VOLUNTEER_DRAG));
              if (userId > 0) onDropPerson(slot.id, userId);
            }
          : undefined
      }
      style={{
        display: 'block',
        padding: '4px 6px',
        borderRadius: 6,
        borderLeft: `4px solid ${teamColor}`,
        background: `var(--mantine-color-${color}-light)`,
        outline: over ? `2px dashed var(--mantine-color-${color}-filled)` : undefined,
        overflow: 'hidden',
        ...style,
      }}
    >
      <Text size="xs" fw={600} lineClamp={1}>
        {slot.title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {timeOf(slot.start, timeZone)}–{timeOf(slot.end, timeZone)} · <span style={{ color: `var(--mantine-color-${color}-text)`, fontWeight: 600 }}>{slot.assigned}/{slot.needed}</span>
      </Text>
    </UnstyledButton>
  );
});
