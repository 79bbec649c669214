import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Button, Container, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { Tooltip } from '@festival/ui/later';
import { IconAlertCircle, IconCalendarPlus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataLoader, hrefOf, PageHeader, usePageMeta } from '@festival/ui';
import { addConventionEntry } from '../convention-form/entry';
import { pickConventionEntry } from '../edition-form/entry';
import { mayAddEdition } from '../shared/gestionRules';
import { NoConventionYet } from '../shared/NoConventionYet';
import { ArtistSpaces } from './components/ArtistSpaces';
import { ConventionCard } from './components/ConventionCard';
import { myConventionsEntry } from './entry';
import { useMyConventions, useMyEditions } from './myConventionsApi';
import { editionsByConvention, pageOf, pagesFor } from './myConventionsRules';

/** Conventions per page. */
const CONVENTIONS_PER_PAGE = 12;

/** Conventions the user created or collaborates on, each with its editions and what the user may do there. */
export default function MyConventionsPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t(myConventionsEntry.title));
  const query = useMyConventions();
  const editions = useMyEditions();
  const [page, setPage] = useState(1);
  const byConvention = useMemo(() => editionsByConvention(editions.data?.items ?? []), [editions.data]);
  const canAddSomewhere = query.data?.items.some(mayAddEdition) ?? false;
  const addConvention = hrefOf(addConventionEntry);
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <PageHeader
          title={t('myConventions.title')}
          below={t('myConventions.subtitle')}
          actions={
            <Group gap="xs">
              {canAddSomewhere && (
                <Button component={Link} to={hrefOf(pickConventionEntry)} variant="default" leftSection={<IconCalendarPlus size={16} />} visibleFrom="xs">
                  {t('myConventions.addEdition')}
                </Button>
              )}
              <Button component={Link} to={addConvention} leftSection={<IconPlus size={16} />} visibleFrom="xs">
                {t('myConventions.create')}
              </Button>
              <Tooltip label={t('myConventions.create')}>
                <ActionIcon component={Link} to={addConvention} size="lg" hiddenFrom="xs" aria-label={t('myConventions.create')}>
                  <IconPlus size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          }
        />
        {editions.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('myConventions.editionsFailed')}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void editions.refetch()}>
                {t('myConventions.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        <ArtistSpaces />
        <DataLoader
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={<NoConventionYet title={t('myConventions.emptyTitle')} description={t('myConventions.emptyText')} />}
        >
          {(data) => {
            const pages = pagesFor(data.items.length, CONVENTIONS_PER_PAGE);
            const current = Math.min(page, pages);
            return (
              <Stack gap="lg">
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {pageOf(data.items, current, CONVENTIONS_PER_PAGE).map((c) => (
                    <ConventionCard key={c.id} convention={c} editions={byConvention.get(c.id) ?? []} editionsState={editions.status} />
                  ))}
                </SimpleGrid>
                {pages > 1 && (
                  <Group justify="center">
                    <Pagination
                      total={pages}
                      value={current}
                      onChange={(p) => {
                        setPage(p);
                        window.scrollTo({ top: 0 });
                      }}
                      getControlProps={(control) => ({
                        'aria-label': control === 'previous' ? t('myConventions.previousPage') : control === 'next' ? t('myConventions.nextPage') : undefined,
                      })}
                      getItemProps={(p) => ({ 'aria-label': t('myConventions.page', { page: p }) })}
                    />
                  </Group>
                )}
              </Stack>
            );
          }}
        </DataLoader>
      </Stack>
    </Container>
  );
}
