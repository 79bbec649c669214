import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayOf } from '@festival/i18n/zoned';
import { hrefOf } from '@festival/ui';
import { editionEntry } from '../../edition/entry';
import { useFavoriteShows } from '../programmeApi';
import { showsByDay } from '../programmeRules';
import { DayHeading, ShowItem, ZoneHint } from './ShowItem';
import { ShowStar } from './ShowStar';

/** The favourites page's starred shows, by day, each with its edition and on its edition's clocks; nothing when there is none. */
export function FavoriteShows() {
  const { t, i18n } = useTranslation('public');
  const query = useFavoriteShows();
  const shows = query.data?.items ?? [];
  if (!shows.length) return null;
  const labels = { add: t('artistSections.favoriteShows.star'), remove: t('artistSections.favoriteShows.unstar'), failed: t('artistSections.favoriteShows.failed') };
  return (
    <Stack gap="md" component="section" aria-labelledby="favorite-shows" data-testid="favorite-shows">
      <Title order={2} size="h3" id="favorite-shows">
        {t('artistSections.favoriteShows.title')}
      </Title>
      {showsByDay(shows, (s) => dayOf(s.startDateTime, s.edition.timeZone)).map((group) => (
        <Stack key={group.day} gap="sm">
          <DayHeading day={group.day} lng={i18n.language} />
          {group.shows.map((show) => (
            <ShowItem
              key={show.id}
              show={show}
              lng={i18n.language}
              timeZone={show.edition.timeZone}
              artists={show.artists.length ? t('artistSections.favoriteShows.with', { names: show.artists.join(', ') }) : null}
              below={
                <>
                  <Anchor component={Link} to={hrefOf(editionEntry, { id: show.edition.id })} size="sm">
                    {show.edition.name}
                  </Anchor>
                  <ZoneHint timeZone={show.edition.timeZone} moments={[show.startDateTime]} text={(city) => t('artistSections.favoriteShows.zoneHint', { city })} />
                </>
              }
              action={<ShowStar editionId={show.edition.id} showId={show.id} title={show.title} isFavorite labels={labels} />}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
