import { ActionIcon, Badge, Card, Flex, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPencil, IconStar, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { whenRange } from '@festival/i18n/zoned';
import { Avatar } from '@festival/ui';
import type { Workshop } from '../workshopsApi';
import { WorkshopStar } from './WorkshopStar';

/** One workshop: its times on the edition's clocks, title, place, proposer, participants, description; its star, and edit / delete for those who may. */
export function WorkshopCard({
  workshop,
  editionId,
  timeZone,
  onEdit,
  onDelete,
}: {
  workshop: Workshop;
  editionId: number;
  timeZone: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('workshops');
  const place = workshop.location?.name ?? workshop.locationText;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="workshop-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        {/* Times above the title on a phone, beside it on wider screens. */}
        <Flex direction={{ base: 'column', xs: 'row' }} gap={{ base: 2, xs: 'sm' }} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} c="dimmed" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }} miw={{ base: 0, xs: 110 }}>
            {whenRange(workshop.startDateTime, workshop.endDateTime, i18n.language, timeZone)}
          </Text>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {workshop.title}
            </Text>
            {place && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {place}
                </Text>
              </Group>
            )}
            {workshop.creator && (
              <Group gap={6} wrap="nowrap">
                <Avatar user={workshop.creator} size="xs" />
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('card.by', { pseudo: workshop.creator.pseudo })}
                </Text>
              </Group>
            )}
            <Group gap={6}>
              {workshop.maxParticipants !== null && (
                <Badge variant="light" color="gray" leftSection={<IconUsers size={12} />}>
                  {t('card.participants', { count: workshop.maxParticipants })}
                </Badge>
              )}
              {workshop.favoriteCount > 0 && (
                <Badge variant="light" color="yellow" leftSection={<IconStar size={12} />}>
                  {t('card.stars', { count: workshop.favoriteCount })}
                </Badge>
              )}
            </Group>
            {workshop.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {workshop.description}
              </Text>
            )}
          </Stack>
        </Flex>
        <Stack gap={4} align="center" style={{ flexShrink: 0 }}>
          <WorkshopStar editionId={editionId} workshopId={workshop.id} title={workshop.title} isFavorite={workshop.isFavorite} />
          {workshop.canEdit && (
            <>
              <ActionIcon variant="subtle" size="lg" aria-label={t('card.editNamed', { title: workshop.title })} onClick={onEdit}>
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('card.deleteNamed', { title: workshop.title })} onClick={onDelete}>
                <IconTrash size={18} />
              </ActionIcon>
            </>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
