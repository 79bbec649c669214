import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { dayOf } from '@festival/i18n/zoned';
import { loginPathFor, useAuth } from '@festival/ui';
import { EditionSection } from '../../edition/components/EditionSection';
import { useProgramme } from '../programmeApi';
import { showsByDay } from '../programmeRules';
import { CalendarFeed } from './CalendarFeed';
import { DayHeading, ShowItem, ZoneHint } from './ShowItem';
import { ShowStar } from './ShowStar';

/**
 * The edition's show programme on its page, day by day: times, places, artists; a star per show for
 * signed-in users (visitors are asked to sign in) and their calendar feed. Loaded lazily by the
 * edition page, and only when the edition has shows (the page is on the first-visit budget).
 */
export default function ProgrammeSection({ editionId }: { editionId: number }) {
  const { t, i18n } = useTranslation('artists');
  const { user } = useAuth();
  const location = useLocation();
  const programme = useProgramme(editionId);
  const shows = programme.data?.items ?? [];
  if (!shows.length) return null;
  // The edition's clocks: its days and times whatever the visitor's zone.
  const timeZone = programme.data!.timeZone;
  const labels = { add: t('programme.star'), remove: t('programme.unstar'), failed: t('programme.starFailed') };
  return (
    <EditionSection id="edition-programme" title={t('programme.title')}>
      <Stack gap="md">
        {!user && (
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
              {t('programme.signIn')}
            </Anchor>{' '}
            {t('programme.signInWhy')}
          </Text>
        )}
        <ZoneHint timeZone={timeZone} moments={shows.map((s) => s.startDateTime)} text={(city) => t('programme.zoneHint', { city })} />
        {showsByDay(shows, (s) => dayOf(s.startDateTime, timeZone)).map((group) => (
          <Stack key={group.day} gap="sm" component="section" aria-labelledby={`programme-day-${group.day}`}>
            <DayHeading day={group.day} lng={i18n.language} id={`programme-day-${group.day}`} />
            {group.shows.map((show) => (
              <ShowItem
                key={show.id}
                show={show}
                lng={i18n.language}
                timeZone={timeZone}
                artists={show.artists.length ? t('programme.with', { names: show.artists.join(', ') }) : null}
                action={user ? <ShowStar editionId={editionId} showId={show.id} title={show.title} isFavorite={show.isFavorite} labels={labels} /> : undefined}
              />
            ))}
          </Stack>
        ))}
        {user && (
          <div style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 'var(--mantine-spacing-md)' }}>
            <CalendarFeed />
          </div>
        )}
      </Stack>
    </EditionSection>
  );
}
