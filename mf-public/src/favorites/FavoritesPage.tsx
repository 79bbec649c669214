import { Button, Container, SimpleGrid, Stack } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataLoader, EmptyCard, hrefOf, PageHeader, usePageMeta } from '@festival/ui';
import { homeEntry } from '../home/entry';
import { FavoriteShows } from '../programme/components/FavoriteShows';
import { EditionCard } from '../shared/EditionCard';
import { useFavorites } from '../shared/publicApi';
import { favoritesEntry } from './entry';

/** The signed-in user's starred editions and shows; unstarring one refreshes the list and it goes. */
export default function FavoritesPage() {
  const { t } = useTranslation('public');
  usePageMeta(t(favoritesEntry.title));
  const query = useFavorites();
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <PageHeader title={t('favorites.title')} below={t('favorites.subtitle')} />
        <DataLoader
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyCard
              icon={<IconStar size={28} />}
              title={t('favorites.emptyTitle')}
              description={t('favorites.emptyText')}
              action={
                <Button component={Link} to={hrefOf(homeEntry)} variant="light">
                  {t('favorites.browse')}
                </Button>
              }
            />
          }
        >
          {(data) => (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {data.items.map((edition) => (
                <EditionCard key={edition.id} edition={edition} />
              ))}
            </SimpleGrid>
          )}
        </DataLoader>
        <FavoriteShows />
      </Stack>
    </Container>
  );
}
