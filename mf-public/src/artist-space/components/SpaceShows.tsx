import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayOf } from '@festival/i18n/zoned';
import { DayHeading, ShowItem, ZoneHint } from '../../programme/components/ShowItem';
import { showsByDay } from '../../programme/programmeRules';
import type { ArtistSpaceShow } from '../artistSpaceApi';

/** The artist's shows by day, on the edition's clocks (`timeZone`), each with the other artists performing in it. */
export function SpaceShows({ shows, timeZone }: { shows: readonly ArtistSpaceShow[]; timeZone: string }) {
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
      <ZoneHint timeZone={timeZone} moments={shows.map((s) => s.startDateTime)} text={(city) => t('space.zoneHint', { city })} />
      {showsByDay(shows, (s) => dayOf(s.startDateTime, timeZone)).map((group) => (
        <Stack key={group.day} gap="sm">
          <DayHeading day={group.day} lng={i18n.language} />
          {group.shows.map((show) => (
            <ShowItem key={show.id} show={show} lng={i18n.language} timeZone={timeZone} artists={show.otherArtists.length ? t('space.shows.with', { names: show.otherArtists.join(', ') }) : null} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
