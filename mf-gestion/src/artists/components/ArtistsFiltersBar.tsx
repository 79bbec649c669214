import { Group } from '@mantine/core';
import { Select } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { artistAccommodationFilterValues, artistPaymentStateValues } from '@festival/api-client';
import { SearchField } from '../../shared/SearchField';
import { withFilter } from '../../shared/listRules';
import { SEARCH_MAX, type Filters } from '../artistsRules';

/** Search (sent after a pause in typing), arrived, payment, pickup and accommodation. */
export function ArtistsFiltersBar({ filters, onChange }: { filters: Filters; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('artists');
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField
        label={t('records.filters.search')}
        placeholder={t('records.filters.searchPlaceholder')}
        value={filters.search}
        onSearch={(search) => onChange(withFilter(filters, { search }))}
        maxLength={SEARCH_MAX}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label={t('records.filters.arrived')}
        data={yesNo(t('records.filters.arrivedYes'), t('records.filters.arrivedNo'))}
        value={filters.arrived}
        onChange={(v) => onChange(withFilter(filters, { arrived: v as Filters['arrived'] }))}
        clearable
        placeholder={t('records.filters.all')}
        w={{ base: '100%', sm: 160 }}
      />
      <Select
        label={t('records.filters.payment')}
        data={artistPaymentStateValues.map((v) => ({ value: v, label: t(`records.paymentState.${v}`) }))}
        value={filters.payment}
        onChange={(v) => onChange(withFilter(filters, { payment: v as Filters['payment'] }))}
        clearable
        placeholder={t('records.filters.all')}
        w={{ base: '100%', sm: 170 }}
      />
      <Select
        label={t('records.filters.pickup')}
        data={yesNo(t('records.filters.pickupYes'), t('records.filters.pickupNo'))}
        value={filters.pickup}
        onChange={(v) => onChange(withFilter(filters, { pickup: v as Filters['pickup'] }))}
        clearable
        placeholder={t('records.filters.all')}
        w={{ base: '100%', sm: 190 }}
      />
      <Select
        label={t('records.filters.accommodation')}
        data={artistAccommodationFilterValues.map((v) => ({ value: v, label: t(`records.filters.accommodationValues.${v}`) }))}
        value={filters.accommodation}
        onChange={(v) => onChange(withFilter(filters, { accommodation: v as Filters['accommodation'] }))}
        clearable
        placeholder={t('records.filters.all')}
        w={{ base: '100%', sm: 190 }}
      />
    </Group>
  );
}
