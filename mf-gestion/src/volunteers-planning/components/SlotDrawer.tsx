import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Drawer } from '@festival/ui/later';
import { IconAlertTriangle, IconGripVertical, IconPencil, IconSearch, IconTrash, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf, timeOf } from '@festival/i18n/zoned';
import { ConfirmModal, ErrorState } from '@festival/ui';
import { useCandidates, type PlanningPerson, type PlanningSlot, type PlanningTeam } from '../planningApi';
import { FROM_SLOT_DRAG, VOLUNTEER_DRAG } from './SlotBlock';
import { FILL_COLOR, fillOf, hoursAndMinutes, matchesSearch, personName } from '../planningRules';

/** A slot's details: who is on it (remove), the picker of candidates (assign), edit and delete. */
export function SlotDrawer({
  editionId,
  slot,
  team,
  people,
  timeZone,
  error,
  warning,
  busy,
  onClose,
  onAssign,
  onUnassign,
  onEdit,
  onDelete,
}: {
  editionId: number;
  slot: PlanningSlot | null;
  team: PlanningTeam | undefined;
  people: ReadonlyMap<number, PlanningPerson>;
  timeZone: string;
  /** The server's refusal of the last assignment (the clash named). */
  error: string | null;
  /** The warnings of the last assignment (short rest, long day). */
  warning: string | null;
  busy: boolean;
  onClose: () => void;
  onAssign: (slotId: number, userId: number) => void;
  onUnassign: (slotId: number, userId: number) => void;
  onEdit: (slot: PlanningSlot) => void;
  onDelete: (slot: PlanningSlot) => void;
}) {
  const { t } = useTranslation('volunteers');
  const editable = !!team?.editable;
  const candidates = useCandidates(editionId, slot && editable ? slot.id : null);
  const [search, setSearch] = useState('');
  // Taking someone off a slot asks first: they are told at once, and the slot may be filled by another.
  const [unassigning, setUnassigning] = useState<number | null>(null);
  const shown = useMemo(() => (candidates.data?.items ?? []).filter((c) => !c.assigned && matchesSearch(c, search)).slice(0, 60), [candidates.data, search]);
  const fill = slot ? fillOf(slot.assigned, slot.needed) : 'EMPTY';
  // While someone is dragged out of the list (a slot's block too small for its chips), the drawer lets the board and the volunteers list beneath take the drop.
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (!dragging) return;
    // Back once the drag is over, even when the row dragged is gone by then (no dragend on it): mouse moves come back after a drag.
    const done = () => setDragging(false);
    const events = ['dragend', 'drop', 'mousemove'] as const;
    for (const name of events) window.addEventListener(name, done, true);
    return () => {
      for (const name of events) window.removeEventListener(name, done, true);
    };
  }, [dragging]);
  return (
    <Drawer
      opened={slot !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={slot?.title ?? ''}
      closeButtonProps={{ 'aria-label': t('planning.close') }}
      styles={dragging ? { overlay: { opacity: 0, pointerEvents: 'none' }, inner: { pointerEvents: 'none' }, content: { opacity: 0.35, pointerEvents: 'none' } } : undefined}
    >
      {slot && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={team?.color} variant="light">
              {team?.name}
            </Badge>
            <Text size="sm">
              {dayOf(slot.start, timeZone)} · {timeOf(slot.start, timeZone)}–{timeOf(slot.end, timeZone)}
            </Text>
            <Badge color={FILL_COLOR[fill]} data-testid="slot-fill">
              {t('planning.fill', { assigned: slot.assigned, needed: slot.needed })}
            </Badge>
          </Group>
          {slot.description && <Text size="sm">{slot.description}</Text>}
          {editable && (
            <Group gap="xs">
              <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => onEdit(slot)}>
                {t('planning.editSlot')}
              </Button>
              <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(slot)}>
                {t('planning.deleteSlot')}
              </Button>
            </Group>
          )}
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={16} />} role="alert" data-testid="assign-error">
              {error}
            </Alert>
          )}
          {warning && (
            <Alert color="yellow" icon={<IconAlertTriangle size={16} />} data-testid="assign-warning">
              {warning}
            </Alert>
          )}
          <Text fw={600} size="sm">
            {t('planning.assignees', { n: slot.assignees.length })}
          </Text>
          {slot.assignees.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('planning.nobody')}
            </Text>
          )}
          {slot.assignees.map((userId) => (
            <Group
              key={userId}
              justify="space-between"
              wrap="nowrap"
              data-testid="slot-assignee"
              draggable={editable || undefined}
              onDragStart={
                editable
                  ? (e) => {
                      e.dataTransfer.setData(VOLUNTEER_DRAG, String(userId));
                      e.dataTransfer.setData(`${FROM_SLOT_DRAG}${slot.id}`, String(slot.id));
                      e.dataTransfer.effectAllowed = 'copyMove';
                      setTimeout(() => setDragging(true), 0);
                    }
                  : undefined
              }
              onDragEnd={() => setDragging(false)}
              style={editable ? { cursor: 'grab' } : undefined}
            >
              <Group gap={6} wrap="nowrap">
                {editable && <IconGripVertical size={14} aria-hidden />}
                <Text size="sm">{personName(people.get(userId))}</Text>
              </Group>
              {editable && (
                <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconUserMinus size={14} />} disabled={busy} onClick={() => setUnassigning(userId)}>
                  {t('planning.unassign')}
                </Button>
              )}
            </Group>
          ))}
          {editable && (
            <>
              <Text fw={600} size="sm" mt="sm">
                {t('planning.picker.title')}
              </Text>
              <TextInput size="xs" leftSection={<IconSearch size={14} />} placeholder={t('planning.pool.search')} aria-label={t('planning.picker.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
              {candidates.isPending && <Loader size="sm" role="status" aria-label={t('states.loading', { ns: 'components' })} />}
              {candidates.isError && <ErrorState error={candidates.error} onRetry={() => void candidates.refetch()} />}
              {shown.map((c) => (
                <Group key={c.userId} justify="space-between" wrap="nowrap" align="flex-start" data-testid="candidate">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {personName(c)}
                    </Text>
                    <Group gap={4}>
                      {c.inTeam && (
                        <Badge size="xs" variant="light">
                          {t('planning.picker.inTeam')}
                        </Badge>
                      )}
                      {c.preferenceRank > 0 && (
                        <Badge size="xs" variant="light" color="grape">
                          {t('planning.picker.preference', { rank: c.preferenceRank })}
                        </Badge>
                      )}
                      {c.available !== null && (
                        <Badge size="xs" variant="light" color={c.available ? 'green' : 'red'}>
                          {c.available ? t('planning.picker.available') : t('planning.picker.unavailable')}
                        </Badge>
                      )}
                      <Badge size="xs" variant="light" color="gray">
                        {t('planning.picker.load', { time: hoursAndMinutes(c.loadMinutes) })}
                      </Badge>
                    </Group>
                    {c.clash && (
                      <Text size="xs" c="red">
                        {t('planning.picker.clash', { title: c.clash.title, team: c.clash.teamName, start: timeOf(c.clash.start, timeZone), end: timeOf(c.clash.end, timeZone) })}
                      </Text>
                    )}
                  </Stack>
                  <Button size="compact-xs" leftSection={<IconUserPlus size={14} />} disabled={busy} onClick={() => onAssign(slot.id, c.userId)} aria-label={t('planning.picker.assignNamed', { name: personName(c) })}>
                    {t('planning.picker.assign')}
                  </Button>
                </Group>
              ))}
            </>
          )}
        </Stack>
      )}
      <ConfirmModal
        opened={unassigning !== null && slot !== null}
        onClose={() => setUnassigning(null)}
        title={t('planning.unassignTitle')}
        description={slot && unassigning !== null ? t('planning.unassignText', { who: personName(people.get(unassigning)), slot: slot.title }) : undefined}
        confirmLabel={t('planning.unassign')}
        onConfirm={() => {
          if (slot && unassigning !== null) onUnassign(slot.id, unassigning);
          setUnassigning(null);
        }}
      />
    </Drawer>
  );
}
