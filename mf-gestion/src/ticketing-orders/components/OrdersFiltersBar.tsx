import { Group } from '@mantine/core';
import { Select } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { ticketingOrderStatusValues } from '@festival/api-client';
import { SearchField } from '../../shared/SearchField';
import { withFilter } from '../../shared/listRules';
import { SEARCH_MAX, type Filters } from '../ticketingOrdersRules';

/** Search (sent after a pause in typing), tier, status, and whether a ticket was validated at the gate. */
export function OrdersFiltersBar({ filters, tiers, onChange }: { filters: Filters; tiers: { id: number; name: string }[]; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('ticketing');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField
        label={t('orders.filters.search')}
        placeholder={t('orders.filters.searchPlaceholder')}
        value={filters.search}
        onSearch={(search) => onChange(withFilter(filters, { search }))}
        maxLength={SEARCH_MAX}
        w={{ base: '100%', sm: 300 }}
        type="search"
      />
      <Select
        label={t('orders.filters.tier')}
        placeholder={t('orders.filters.allTiers')}
        data={tiers.map((tier) => ({ value: String(tier.id), label: tier.name }))}
        value={filters.tierId ? String(filters.tierId) : null}
        onChange={(v) => onChange(withFilter(filters, { tierId: v ? Number(v) : null }))}
        clearable
        searchable
        w={{ base: '100%', sm: 200 }}
      />
      <Select
        label={t('orders.filters.status')}
        placeholder={t('orders.filters.allStatuses')}
        data={ticketingOrderStatusValues.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
        value={filters.status}
        onChange={(v) => onChange(withFilter(filters, { status: v as Filters['status'] }))}
        clearable
        w={{ base: '100%', sm: 170 }}
      />
      <Select
        label={t('orders.filters.entry')}
        placeholder={t('orders.filters.anyEntry')}
        data={[
          { value: 'true', label: t('orders.filters.validated') },
          { value: 'false', label: t('orders.filters.notValidated') },
        ]}
        value={filters.validated}
        onChange={(v) => onChange(withFilter(filters, { validated: v as Filters['validated'] }))}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
    </Group>
  );
}
