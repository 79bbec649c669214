import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@festival/ui';
import { useAddressFilters, useAddressRecord } from '@festival/ui/address';
import { FormError } from '../shared/FormError';
import type { Edition } from '../shared/gestionApi';
import { GestionPage } from '../shared/GestionPage';
import { EditionGate } from '../shared/SectionGates';
import { pageCount } from '../shared/listRules';
import { useDownload } from '../shared/useDownload';
import { AddOrderModal } from './components/AddOrderModal';
import { OrderDrawer } from './components/OrderDrawer';
import { OrdersFiltersBar } from './components/OrdersFiltersBar';
import { OrdersList } from './components/OrdersList';
import { TicketingSummaryBlock } from './components/TicketingSummaryBlock';
import { ticketingOrdersEntry } from './entry';
import { fetchAttendeesCsv, fetchOrdersCsv, useOrders, useTicketingSummary } from './ticketingOrdersApi';
import { filterQuery, filtersOf, hasFilters, listQuery, withFilterParams } from './ticketingOrdersRules';

function Orders({ edition }: { edition: Edition }) {
  const { t } = useTranslation('ticketing');
  // The filters and the open order are in the address: a reload, the back button or a shared link shows the same.
  const [filters, setFilters] = useAddressFilters(filtersOf, withFilterParams);
  const [openId, open] = useAddressRecord('order');
  const list = useOrders(edition.id, listQuery(filters));
  const summary = useTicketingSummary(edition.id);
  const csv = useDownload(t('orders.export.failed'));
  const [adding, setAdding] = useState(false);
  const tiers = (summary.data?.tiers ?? []).flatMap((row) => (row.tierId !== null && row.name !== null ? [{ id: row.tierId, name: row.name }] : []));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('orders.title')}
        below={t('orders.subtitle', { name: edition.name })}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('orders.add.open')}
          </Button>
        }
      />
      {summary.isError ? <ErrorState error={summary.error} onRetry={() => void summary.refetch()} /> : summary.data ? <TicketingSummaryBlock summary={summary.data} /> : <LoadingState />}
      <OrdersFiltersBar filters={filters} tiers={tiers} onChange={setFilters} />
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          loading={csv.pending === 'orders'}
          onClick={() => void csv.download('orders', () => fetchOrdersCsv(edition.id, filterQuery(filters)), `orders-${edition.id}.csv`)}
        >
          {hasFilters(filters) ? t('orders.export.ordersFiltered') : t('orders.export.orders')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          loading={csv.pending === 'attendees'}
          onClick={() => void csv.download('attendees', () => fetchAttendeesCsv(edition.id), `attendees-${edition.id}.csv`)}
        >
          {t('orders.export.attendees')}
        </Button>
      </Group>
      <FormError message={csv.error} />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<IconReceipt size={28} />}
          title={hasFilters(filters) ? t('orders.emptyFilteredTitle') : t('orders.emptyTitle')}
          description={hasFilters(filters) ? t('orders.emptyFilteredText') : t('orders.emptyText')}
        />
      ) : (
        <>
          <OrdersList items={list.data.items} onOpen={open} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('orders.total', { count: list.data.total })}
            </Text>
            <Pagination
              total={pageCount(list.data.total)}
              value={filters.page}
              onChange={(page) => setFilters({ ...filters, page })}
              getControlProps={(control) => ({ 'aria-label': t(`orders.pagination.${control}`) })}
            />
          </Group>
        </>
      )}
      <OrderDrawer editionId={edition.id} orderId={openId} onClose={() => open(null)} />
      <AddOrderModal editionId={edition.id} opened={adding} onClose={() => setAdding(false)} onAdded={(id) => open(id)} />
    </Stack>
  );
}

/** The edition's orders: the counts, a searchable and filtered list (cards on a phone), each order's tickets and QR codes, on-site orders, exports. */
export default function TicketingOrdersPage() {
  return (
    <GestionPage entry={ticketingOrdersEntry} size="xl">
      {(id) => <EditionGate id={id} entry={ticketingOrdersEntry}>{(edition) => <Orders edition={edition} />}</EditionGate>}
    </GestionPage>
  );
}
