import { useEffect, useState } from 'react';
import { Group } from '@mantine/core';
import { Select, Switch, Tabs } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@festival/i18n/zoned';
import type { WorkshopFilters as Filters, WorkshopLocation } from '../workshopsApi';
import { edgeFade, useScrollEdges } from './useScrollEdges';

/**
 * The day tabs (all days, then each of the edition's; arrow keys move between them; they filter the
 * results below, which they name as what they control), the location
 * and "my favourites" (signed in). On a narrow screen the tabs scroll sideways: a side hiding some
 * fades out, and the chosen day's tab is brought into view.
 */
export function WorkshopFilters({
  days,
  locations,
  filters,
  signedIn,
  resultsId,
  onChange,
}: {
  days: readonly string[];
  locations: readonly WorkshopLocation[];
  filters: Filters;
  signedIn: boolean;
  /** The element the tabs filter (they have no panels of their own): their `aria-controls`. */
  resultsId: string;
  onChange: (filters: Filters) => void;
}) {
  const { t, i18n } = useTranslation('workshops');
  const [tabList, setTabList] = useState<HTMLDivElement | null>(null);
  const edges = useScrollEdges(tabList);
  const fade = edgeFade(edges);
  useEffect(() => {
    tabList?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tabList, filters.day]);
  return (
    <>
      <Tabs value={filters.day ?? 'all'} onChange={(v) => onChange({ ...filters, day: !v || v === 'all' ? null : v })} keepMounted={false}>
        <Tabs.List
          ref={setTabList}
          aria-label={t('filters.days')}
          data-more-before={edges.start || undefined}
          data-more-after={edges.end || undefined}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', maskImage: fade, WebkitMaskImage: fade }}
        >
          <Tabs.Tab value="all" data-testid="workshop-day-all" aria-controls={resultsId}>
            {t('filters.allDays')}
          </Tabs.Tab>
          {days.map((day) => (
            <Tabs.Tab key={day} value={day} data-testid="workshop-day" aria-controls={resultsId} style={{ whiteSpace: 'nowrap' }}>
              {formatDay(day, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="md" align="flex-end" wrap="wrap">
        {locations.length > 0 && (
          <Select
            label={t('filters.location')}
            data={[{ value: 'all', label: t('filters.allLocations') }, ...locations.map((l) => ({ value: String(l.id), label: l.name }))]}
            value={filters.locationId ? String(filters.locationId) : 'all'}
            onChange={(v) => onChange({ ...filters, locationId: !v || v === 'all' ? null : Number(v) })}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {signedIn && (
          <Switch
            label={t('filters.favorites')}
            checked={filters.favorites}
            onChange={(e) => onChange({ ...filters, favorites: e.currentTarget.checked })}
            mb={{ base: 0, xs: 8 }}
          />
        )}
      </Group>
    </>
  );
}
