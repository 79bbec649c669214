import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconDownload, IconUserPlus, IconUserStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@festival/ui';
import { useAddressFilters, useAddressRecord } from '@festival/ui/address';
import { FormError } from '../shared/FormError';
import type { Edition } from '../shared/gestionApi';
import { GestionPage } from '../shared/GestionPage';
import { EditionGate } from '../shared/SectionGates';
import { pageCount } from '../shared/listRules';
import { useDownload } from '../shared/useDownload';
import { fetchArtistsCsv, useArtists } from './artistsApi';
import { filterQuery, filtersOf, hasFilters, listQuery, withFilterParams } from './artistsRules';
import { AddArtistModal } from './components/AddArtistModal';
import { ArtistDrawer } from './components/ArtistDrawer';
import { ArtistsFiltersBar } from './components/ArtistsFiltersBar';
import { ArtistsList } from './components/ArtistsList';
import { ArtistsSummary } from './components/ArtistsSummary';
import { artistsRecordsEntry } from './entry';

function Artists({ edition }: { edition: Edition }) {
  const { t } = useTranslation('artists');
  // The filters, the page and the open record (?artist=12) are in the address: a reload, the back button or a shared link shows the same.
  const [filters, setFilters] = useAddressFilters(filtersOf, withFilterParams);
  const [openId, open] = useAddressRecord('artist');
  const list = useArtists(edition.id, listQuery(filters));
  const csv = useDownload(t('records.export.failed'));
  const [adding, setAdding] = useState(false);
  const currency = edition.currency;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('records.title')}
        below={t('records.subtitle', { name: edition.name })}
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            {t('records.add.open')}
          </Button>
        }
      />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState />
      ) : (
        <>
          {/* An edition without artists yet shows its empty state alone, not zeros, filters and an empty CSV. */}
          {(list.data.total > 0 || hasFilters(filters)) && (
            <>
              <ArtistsSummary counts={list.data.counts} totals={list.data.totals} currency={currency} />
              <ArtistsFiltersBar filters={filters} onChange={setFilters} />
              <Group gap="xs" wrap="wrap">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconDownload size={14} />}
                  loading={csv.pending === 'artists'}
                  onClick={() => void csv.download('artists', () => fetchArtistsCsv(edition.id, filterQuery(filters)), `artists-${edition.id}.csv`)}
                >
                  {hasFilters(filters) ? t('records.export.filtered') : t('records.export.all')}
                </Button>
              </Group>
              <FormError message={csv.error} onClose={csv.clearError} />
            </>
          )}
          {list.data.items.length === 0 ? (
            <EmptyState
              icon={<IconUserStar size={28} />}
              title={hasFilters(filters) ? t('records.emptyFilteredTitle') : t('records.emptyTitle')}
              description={hasFilters(filters) ? t('records.emptyFilteredText') : t('records.emptyText')}
              action={
                hasFilters(filters) ? undefined : (
                  <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
                    {t('records.add.open')}
                  </Button>
                )
              }
            />
          ) : (
            <>
              <ArtistsList items={list.data.items} currency={currency} timeZone={edition.timeZone} onOpen={open} />
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('records.total', { count: list.data.total })}
                </Text>
                <Pagination
                  total={pageCount(list.data.total)}
                  value={filters.page}
                  onChange={(page) => setFilters({ ...filters, page })}
                  getControlProps={(control) => ({ 'aria-label': t(`records.pagination.${control}`) })}
                />
              </Group>
            </>
          )}
        </>
      )}
      <ArtistDrawer editionId={edition.id} artistId={openId} currency={currency} timeZone={edition.timeZone} onClose={() => open(null)} />
      <AddArtistModal editionId={edition.id} opened={adding} onClose={() => setAdding(false)} onAdded={(id) => open(id)} />
    </Stack>
  );
}

/** The edition's artists: counts and money totals, a searchable and filtered list (cards on a phone), each record in a drawer, adding or inviting, the CSV. */
export default function ArtistsPage() {
  return (
    <GestionPage entry={artistsRecordsEntry} size="xl">
      {(id) => <EditionGate id={id} entry={artistsRecordsEntry}>{(edition) => <Artists edition={edition} />}</EditionGate>}
    </GestionPage>
  );
}
