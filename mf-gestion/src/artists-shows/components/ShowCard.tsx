import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { whenRange } from '@festival/i18n/zoned';
import type { Show } from '../showsApi';
import { durationLabel } from '../showsRules';
import { ClashList } from './ClashList';

/** A show of the programme: its times, title, place, artists, returnable items and clashes, with edit and delete. */
export function ShowCard({ show, timeZone, withPlace, onEdit, onDelete }: { show: Show; timeZone: string; withPlace: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('artists');
  return (
    <Card withBorder padding="sm" radius="md" data-testid="show-card" data-clashes={show.clashes.length} style={show.clashes.length ? { borderLeft: '4px solid var(--mantine-color-orange-filled)' } : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <IconClock size={14} aria-hidden />
              <Text size="sm" fw={600}>
                {whenRange(show.startDateTime, show.endDateTime, i18n.language, timeZone)}
              </Text>
              <Text size="xs" c="dimmed">
                {durationLabel(show.duration)}
              </Text>
            </Group>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {show.title}
            </Title>
          </div>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('shows.editNamed', { title: show.title })} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('shows.deleteNamed', { title: show.title })} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        {withPlace && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" c={show.location ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
              {show.location ?? t('shows.noPlace')}
            </Text>
          </Group>
        )}
        {show.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {show.description}
          </Text>
        )}
        <Group gap={4}>
          <Text size="sm" fw={500}>
            {t('shows.artists')}
          </Text>
          {show.artists.length ? (
            show.artists.map((a) => (
              <Badge key={a.id} variant="light" style={{ textTransform: 'none' }}>
                {a.name}
              </Badge>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t('shows.noArtist')}
            </Text>
          )}
        </Group>
        {show.returnableItems.length > 0 && (
          <Text size="sm">
            <Text span fw={500}>
              {t('shows.items')}
            </Text>{' '}
            {show.returnableItems.map((i) => t('shows.itemQuantity', { name: i.name, quantity: i.quantity })).join(', ')}
          </Text>
        )}
        <ClashList clashes={show.clashes} timeZone={timeZone} />
      </Stack>
    </Card>
  );
}
