import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayHeading, ShowItem } from '../../programme/components/ShowItem';
import { showsByDay } from '../../programme/programmeRules';
import type { ArtistSpaceShow } from '../artistSpaceApi';

/** The artist's shows by day, each with the other artists performing in it. */
export function SpaceShows({ shows }: { shows: readonly ArtistSpaceShow[] }) {
  const { t, i18n } = useTranslation('artists');
  if (!shows.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('space.shows.none')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="artist-shows">
      {showsByDay(shows).map((group) => (
        <Stack key={group.day} gap="sm">
          <DayHeading day={group.day} lng={i18n.language} />
          {group.shows.map((show) => (
            <ShowItem key={show.id} show={show} lng={i18n.language} artists={show.otherArtists.length ? t('space.shows.with', { names: show.otherArtists.join(', ') }) : null} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
