import { Button, Container, Grid, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyCard, ErrorPage, ErrorState, errorStatus, hrefOf, LoadingState, PageHeader, usePageMeta } from '@festival/ui';
import { EditionSection } from '../edition/components/EditionSection';
import { editionEntry } from '../edition/entry';
import { parseEditionId } from '../edition/editionRules';
import { formatDayRange } from '../shared/publicRules';
import { QrCode } from '../shared/QrCode';
import { useArtistSpace, type ArtistSpace } from './artistSpaceApi';
import { ArtistSpaceForm } from './components/ArtistSpaceForm';
import { MoneyDetails, TravelDetails } from './components/SpaceDetails';
import { SpaceMeals } from './components/SpaceMeals';
import { SpaceShows } from './components/SpaceShows';

function Space({ space }: { space: ArtistSpace }) {
  const { t, i18n } = useTranslation('artists');
  usePageMeta(`${t('space.title')} · ${space.edition.name}`);
  const editionPage = hrefOf(editionEntry, { id: space.edition.id });
  return (
    <Stack gap="lg">
      <PageHeader
        above={
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {space.edition.conventionName} · {formatDayRange(space.edition.startDate, space.edition.endDate, i18n.language)}
          </Text>
        }
        title={t('space.title')}
        below={t('space.subtitle', { name: space.name, edition: space.edition.name })}
        actions={
          <Button component={Link} to={editionPage} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('space.editionPage')}
          </Button>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <EditionSection id="artist-shows" title={t('space.shows.title')}>
              <SpaceShows shows={space.shows} timeZone={space.edition.timeZone} />
            </EditionSection>
            <EditionSection id="artist-stay" title={t('space.stay.title')}>
              <Text size="sm" c="dimmed" mb="sm">
                {t('space.stay.text')}
              </Text>
              <ArtistSpaceForm key={space.id} space={space} />
            </EditionSection>
            <EditionSection id="artist-meals" title={t('meals.mineTitle')}>
              <SpaceMeals editionId={space.edition.id} />
            </EditionSection>
            <EditionSection id="artist-travel" title={t('space.travel.title')}>
              <TravelDetails space={space} />
            </EditionSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <EditionSection id="artist-entry" title={t('space.entry.title')}>
              <Stack gap="xs" align="center">
                <QrCode value={space.qrToken} size={200} label={t('space.entry.qrAlt', { edition: space.edition.name })} />
                <Text size="sm" c="dimmed" ta="center">
                  {space.entryValidated ? t('space.entry.validated') : t('space.entry.hint')}
                </Text>
              </Stack>
            </EditionSection>
            <EditionSection id="artist-money" title={t('space.money.title')}>
              <MoneyDetails space={space} />
            </EditionSection>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function SpaceLoader({ editionId }: { editionId: number }) {
  const { t } = useTranslation('artists');
  const query = useArtistSpace(editionId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    const status = errorStatus(query.error);
    if (status === 404) return <ErrorPage status={404} />;
    if (status === 403) {
      return (
        <EmptyCard
          title={t('space.notArtistTitle')}
          description={t('space.notArtistText')}
          action={
            <Button component={Link} to={hrefOf(editionEntry, { id: editionId })} variant="light">
              {t('space.editionPage')}
            </Button>
          }
        />
      );
    }
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Space space={query.data} />;
}

/** /editions/:id/artist-space — an artist's own space on the edition. */
export default function ArtistSpacePage() {
  const { id } = useParams();
  const editionId = parseEditionId(id);
  if (editionId === null) return <ErrorPage status={404} />;
  return (
    <Container size="lg" py="xl" px="md">
      <SpaceLoader key={editionId} editionId={editionId} />
    </Container>
  );
}
