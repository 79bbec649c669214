import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '@festival/i18n/zoned';
import type { LostFoundItem } from '../lostFoundApi';
import { ItemPhoto } from './ItemPhoto';
import { StatusBadge } from './StatusBadge';

export const FOUND_AT_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** An item of the grid: photo, state, when found, description and comment count; opens its details. */
export function ItemCard({ item, timeZone, onOpen }: { item: LostFoundItem; timeZone: string; onOpen: () => void }) {
  const { t, i18n } = useTranslation('community');
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-labelledby={`lost-found-item-${item.id}`}>
      <UnstyledButton onClick={onOpen} aria-label={t('lostFound.open', { description: item.description.slice(0, 80) })} style={{ display: 'block' }}>
        <ItemPhoto src={item.imageUrl} alt={t('lostFound.photoAlt', { description: item.description.slice(0, 120) })} noPhotoLabel={t('lostFound.noPhoto')} />
        <Stack gap={6} p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <StatusBadge status={item.status} />
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconMessageCircle size={14} aria-hidden />
              <Text size="xs" aria-label={t('lostFound.commentCount', { count: item.commentCount })}>
                {item.commentCount}
              </Text>
            </Group>
          </Group>
          <Text id={`lost-found-item-${item.id}`} size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt}>
            {t('lostFound.foundAt', { date: formatInZone(item.createdAt, i18n.language, timeZone, FOUND_AT_FORMAT) })}
          </Text>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
