import { memo, useState, type CSSProperties, type DragEvent } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timeOf } from '@festival/i18n/zoned';
import type { PlanningPerson, PlanningSlot } from '../planningApi';
import { FILL_COLOR, fillOf, personName } from '../planningRules';

/** The type of a dragged volunteer, in a drag's data: their user id. */
export const VOLUNTEER_DRAG = 'application/x-festival-volunteer';
/**
 * Added when the person is dragged off a slot (a chip): the type names the slot (`…-slot-12`,
 * readable while dragging, when the data is not) so that the slot itself refuses the drop.
 */
export const FROM_SLOT_DRAG = 'application/x-festival-volunteer-slot-';

/** The slot a dragged person comes from (a chip), or null (from the volunteers list). */
export function fromSlotOf(types: readonly string[]): number | null {
  const type = types.find((x) => x.startsWith(FROM_SLOT_DRAG));
  return type ? Number(type.slice(FROM_SLOT_DRAG.length)) || null : null;
}

/** The person dragged, read on a drop. */
export const draggedUserOf = (e: DragEvent): number => Number(e.dataTransfer.getData(VOLUNTEER_DRAG)) || 0;

const CHIP: CSSProperties = {
  flex: '0 1 auto',
  minWidth: 24,
  maxWidth: 120,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: 11,
  lineHeight: '16px',
  padding: '0 6px',
  borderRadius: 8,
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
};
const DRAGGABLE_CHIP: CSSProperties = { ...CHIP, cursor: 'grab' };

/** A slot on the board or in the list: its fill as a colour, the people on it as chips (dragged to move or remove them), a drop target for a volunteer when editable. */
export const SlotBlock = memo(function SlotBlock({
  slot,
  teamColor,
  timeZone,
  editable,
  people,
  wrapChips = false,
  style,
  onOpen,
  onDropPerson,
  onMovePerson,
}: {
  slot: PlanningSlot;
  teamColor: string;
  timeZone: string;
  editable: boolean;
  people: ReadonlyMap<number, PlanningPerson>;
  /** Chips on several lines (the list) rather than one shrinking line (the board). */
  wrapChips?: boolean;
  style?: CSSProperties;
  onOpen: (slotId: number) => void;
  onDropPerson: (slotId: number, userId: number) => void;
  onMovePerson: (fromSlotId: number, toSlotId: number, userId: number) => void;
}) {
  const { t } = useTranslation('volunteers');
  const [over, setOver] = useState(false);
  const fill = fillOf(slot.assigned, slot.needed);
  const color = FILL_COLOR[fill];
  return (
    <div
      data-testid="planning-slot"
      data-fill={fill}
      onDragOver={
        editable
          ? (e) => {
              const types = [...e.dataTransfer.types];
              if (!types.includes(VOLUNTEER_DRAG)) return;
              const from = fromSlotOf(types);
              if (from === slot.id) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = from ? 'move' : 'copy';
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
              const userId = draggedUserOf(e);
              const from = fromSlotOf([...e.dataTransfer.types]);
              if (userId <= 0 || from === slot.id) return;
              if (from) onMovePerson(from, slot.id, userId);
              else onDropPerson(slot.id, userId);
            }
          : undefined
      }
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        padding: '4px 6px',
        borderRadius: 6,
        borderLeft: `4px solid ${teamColor}`,
        background: `var(--mantine-color-${color}-light)`,
        outline: over ? `2px dashed var(--mantine-color-${color}-filled)` : undefined,
        overflow: 'hidden',
        ...style,
      }}
    >
      <UnstyledButton
        onClick={() => onOpen(slot.id)}
        aria-label={t('planning.slotLabel', { title: slot.title, start: timeOf(slot.start, timeZone), end: timeOf(slot.end, timeZone), assigned: slot.assigned, needed: slot.needed })}
        style={{ display: 'block', width: '100%', textAlign: 'left' }}
      >
        <Text size="xs" fw={600} lineClamp={1}>
          {slot.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {timeOf(slot.start, timeZone)}–{timeOf(slot.end, timeZone)} · <span style={{ color: `var(--mantine-color-${color}-text)`, fontWeight: 600 }}>{slot.assigned}/{slot.needed}</span>
        </Text>
      </UnstyledButton>
      {slot.assignees.length > 0 && (
        <div
          role="list"
          aria-label={t('planning.chips.label', { title: slot.title })}
          style={{ display: 'flex', flexWrap: wrapChips ? 'wrap' : 'nowrap', gap: 3, minWidth: 0, overflow: 'hidden' }}
          // One handler for the slot's chips (a board holds thousands): the chip dragged is the event's target.
          onDragStart={
            editable
              ? (e) => {
                  const userId = Number((e.target as HTMLElement).dataset.userId);
                  if (!userId) return;
                  e.dataTransfer.setData(VOLUNTEER_DRAG, String(userId));
                  e.dataTransfer.setData(`${FROM_SLOT_DRAG}${slot.id}`, String(slot.id));
                  e.dataTransfer.effectAllowed = 'copyMove';
                }
              : undefined
          }
        >
          {slot.assignees.map((userId) => {
            const name = personName(people.get(userId));
            return (
              <span
                key={userId}
                role="listitem"
                data-testid="slot-chip"
                data-user-id={userId}
                draggable={editable || undefined}
                title={name}
                aria-label={editable ? t('planning.chips.chip', { name }) : name}
                style={editable ? DRAGGABLE_CHIP : CHIP}
              >
                {name}
              </span>
            );
          })}
        </div>
      )}
    </div>
  );
});
