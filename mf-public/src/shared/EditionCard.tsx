import { Badge, Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefOf, LaterTooltip } from '@festival/ui';
import { FLAG_ICONS } from '@festival/ui/editions';
import { editionEntry } from '../edition/entry';
import { FavoriteButton } from './FavoriteButton';
import type { EditionCard as EditionCardData } from './publicApi';
import { AMENITY_FLAGS, flagsSet, formatDayRange, placeOf } from './publicRules';

const SHOWN_AMENITIES = 5;

/** One edition in a list: picture, name, convention, dates, place, a few amenities and the star. */
export function EditionCard({ edition }: { edition: EditionCardData }) {
  const { t, i18n } = useTranslation('public');
  const amenities = flagsSet(edition, AMENITY_FLAGS);
  const place = placeOf(edition, i18n.language);
  const titleId = `edition-card-${edition.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} h="100%">
      <Card.Section pos="relative">
        {edition.imageUrl ? (
          <Image src={edition.imageUrl} alt="" h={160} fit="cover" loading="lazy" />
        ) : (
          <Stack h={160} align="center" justify="center" bg="var(--mantine-color-violet-light)" aria-hidden>
            <IconPhoto size={40} color="var(--mantine-color-violet-filled)" />
          </Stack>
        )}
        <div style={{ position: 'absolute', top: 8, right: 8, background: 'var(--mantine-color-body)', borderRadius: 'var(--mantine-radius-md)' }}>
          <FavoriteButton editionId={edition.id} isFavorite={edition.isFavorite} />
        </div>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text
          component={Link}
          to={hrefOf(editionEntry, { id: edition.id })}
          fw={700}
          size="lg"
          id={titleId}
          lineClamp={2}
          style={{ color: 'inherit', textDecoration: 'none' }}
        >
          {edition.name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {edition.conventionName}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">{formatDayRange(edition.startDate, edition.endDate, i18n.language)}</Text>
        </Group>
        {place && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm" lineClamp={1}>
              {place}
            </Text>
          </Group>
        )}
        {amenities.length > 0 && (
          <Group gap={4} mt={4} aria-label={t('editions.amenitiesTitle')} role="list">
            {amenities.slice(0, SHOWN_AMENITIES).map((flag) => {
              const Icon = FLAG_ICONS[flag];
              return (
                <LaterTooltip key={flag} label={t(`amenities.${flag}`)}>
                  <ThemeIcon variant="light" color="teal" size="md" radius="xl" role="listitem" aria-label={t(`amenities.${flag}`)}>
                    <Icon size={16} aria-hidden />
                  </ThemeIcon>
                </LaterTooltip>
              );
            })}
            {amenities.length > SHOWN_AMENITIES && (
              <Badge variant="light" color="gray" role="listitem">
                {t('editions.moreAmenities', { count: amenities.length - SHOWN_AMENITIES })}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
