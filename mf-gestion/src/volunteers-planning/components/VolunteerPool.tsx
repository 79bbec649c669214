import { memo, useMemo, useState } from 'react';
import { Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { ScrollArea } from '@festival/ui/later';
import { IconGripVertical, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlanningPerson, PlanningVolunteer } from '../planningApi';
import { hoursAndMinutes, matchesSearch, personName } from '../planningRules';
import { draggedUserOf, fromSlotOf, VOLUNTEER_DRAG } from './SlotBlock';

/** How many people the pool shows at once: a search narrows a festival's thousand volunteers. */
const SHOWN = 80;

/** The accepted volunteers to drag onto a slot, searchable, with their load; a person dragged off a slot (a chip) and dropped here is taken off it. */
export const VolunteerPool = memo(function VolunteerPool({
  volunteers,
  people,
  onDropAssigned,
}: {
  volunteers: readonly PlanningVolunteer[];
  people: ReadonlyMap<number, PlanningPerson>;
  onDropAssigned: (slotId: number, userId: number) => void;
}) {
  const { t } = useTranslation('volunteers');
  const [search, setSearch] = useState('');
  const [over, setOver] = useState(false);
  const matching = useMemo(
    () => volunteers.filter((v) => { const p = people.get(v.userId); return p ? matchesSearch(p, search) : false; }),
    [volunteers, people, search],
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="volunteer-pool"
      onDragOver={(e) => {
        if (!fromSlotOf([...e.dataTransfer.types])) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        const from = fromSlotOf([...e.dataTransfer.types]);
        const userId = draggedUserOf(e);
        setOver(false);
        if (!from || !userId) return;
        e.preventDefault();
        onDropAssigned(from, userId);
      }}
      style={over ? { outline: '2px dashed var(--mantine-color-red-filled)', outlineOffset: 2 } : undefined}
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('planning.pool.title', { n: volunteers.length })}
        </Text>
        <Text size="xs" c={over ? 'red' : 'dimmed'}>
          {over ? t('planning.pool.dropToRemove') : t('planning.pool.hint')}
        </Text>
        <TextInput size="xs" leftSection={<IconSearch size={14} />} placeholder={t('planning.pool.search')} aria-label={t('planning.pool.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        {/* Focusable, so the list scrolls from the keyboard too. */}
        <ScrollArea.Autosize mah={420} viewportProps={{ tabIndex: 0, 'aria-label': t('planning.pool.title', { n: volunteers.length }) }}>
          <Stack gap={4}>
            {matching.slice(0, SHOWN).map((v) => (
              <Group
                key={v.userId}
                gap={6}
                wrap="nowrap"
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.setData(VOLUNTEER_DRAG, String(v.userId));
                  e.dataTransfer.effectAllowed = 'copy';
                }}
                data-testid="pool-volunteer"
                style={{ cursor: 'grab', padding: '4px 6px', borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }}
              >
                <IconGripVertical size={14} aria-hidden />
                <Text size="sm" style={{ flex: 1 }} lineClamp={1}>
                  {personName(people.get(v.userId))}
                </Text>
                <Badge size="xs" variant="light" color={v.loadMinutes ? 'blue' : 'gray'}>
                  {hoursAndMinutes(v.loadMinutes)}
                </Badge>
              </Group>
            ))}
            {matching.length > SHOWN && (
              <Text size="xs" c="dimmed">
                {t('planning.pool.more', { n: matching.length - SHOWN })}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
});
