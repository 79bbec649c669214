import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '@festival/i18n/zoned';
import { Avatar } from '@festival/ui';
import type { CarpoolDirection } from '../carpoolApi';

/** Where a trip goes and when (on the edition's clocks), and who posted it. */
export function TripHeader({
  direction,
  city,
  tripDate,
  timeZone,
  edition,
  person,
  personLabel,
  badge,
  headingId,
}: {
  direction: CarpoolDirection;
  city: string;
  tripDate: string;
  timeZone: string;
  edition: string;
  person: { id: number; pseudo: string; profilePicture: string | null; updatedAt: string };
  personLabel: string;
  badge?: ReactNode;
  headingId: string;
}) {
  const { t, i18n } = useTranslation('community');
  const [from, to] = direction === 'TO_EVENT' ? [city, edition] : [edition, city];
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          <Group component="span" gap={6} wrap="wrap">
            <span>{from}</span>
            <IconArrowRight size={16} aria-label={t('carpool.to')} />
            <span>{to}</span>
          </Group>
        </Title>
        {badge}
      </Group>
      <Text size="sm" fw={500} component="time" dateTime={tripDate}>
        {formatInZone(tripDate, i18n.language, timeZone, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Avatar user={person} size="sm" />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" size="sm">
            {personLabel}{' '}
          </Text>
          {person.pseudo}
        </Text>
      </Group>
      <Badge variant="light" color={direction === 'TO_EVENT' ? 'blue' : 'grape'} w="fit-content">
        {t(`carpool.direction.${direction}`)}
      </Badge>
    </Stack>
  );
}
