import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Pagination, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarMonth, IconFilterOff, IconLayoutGrid, IconMap, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyCard, ErrorState, LaterMultiSelect, LoadingState, SegmentedChoice } from '@festival/ui';
import { CountrySelect } from '@festival/ui/editions';
import { useEditionMap, useEditionSearch } from '../homeApi';
import {
  AMENITY_FLAGS,
  currentMonth,
  datesForView,
  filtersFromParams,
  groupByPeriod,
  isDay,
  isEditionFlag,
  localToday,
  monthOfDay,
  monthRange,
  offsetOfPage,
  PAGE_SIZE,
  pageCount,
  pageOf,
  paramsFromFilters,
  PAYMENT_FLAGS,
  SEARCH_MAX,
  type BrowseView,
  type EditionFilters,
  type Month,
} from '../homeRules';
import { EditionCard } from '../../shared/EditionCard';

// The map and calendar views come when chosen: the list is what a first visit shows.
const EditionMapView = lazy(() => import('./EditionMapView').then((m) => ({ default: m.EditionMapView })));
const EditionCalendar = lazy(() => import('./EditionCalendar').then((m) => ({ default: m.EditionCalendar })));

const DEBOUNCE_MS = 350;

/**
 * Text typed in a box, written to the URL once typing pauses. Back/forward (an outside change of
 * the URL value) refills the box; our own writes do not, so nothing typed meanwhile is lost.
 */
function useDebouncedUrlText(urlValue: string, write: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS);
  const lastWritten = useRef(urlValue);
  useEffect(() => {
    if (urlValue !== lastWritten.current) {
      lastWritten.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);
  useEffect(() => {
    if (debounced.trim() !== urlValue.trim() && debounced === text) {
      lastWritten.current = debounced.trim();
      write(debounced);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return [text, setText] as const;
}

/** The public edition search: text, filters, list or month calendar, pages; all kept in the URL. */
export function EditionBrowser() {
  const { t } = useTranslation('public');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const onMap = filters.view === 'map';
  const query = useEditionSearch(filters, !onMap);
  const mapQuery = useEditionMap(filters, onMap);

  const update = (patch: Partial<EditionFilters>, options: { replace?: boolean; keepOffset?: boolean } = {}) => {
    // React Router's `prev` is the URL of the render that made this closure: a debounced text write
    // would drop a filter picked meanwhile. The address bar is always current.
    const current = filtersFromParams(new URLSearchParams(window.location.search));
    setSearchParams(paramsFromFilters({ ...current, ...(options.keepOffset ? {} : { offset: 0 }), ...patch }), { replace: options.replace });
  };

  const [text, setText] = useDebouncedUrlText(filters.q, (q) => update({ q }, { replace: true }));

  const amenityData = useMemo(
    () => [
      { group: t('editions.filters.amenitiesGroup'), items: AMENITY_FLAGS.map((f) => ({ value: f, label: t(`amenities.${f}`) })) },
      { group: t('editions.filters.paymentsGroup'), items: PAYMENT_FLAGS.map((f) => ({ value: f, label: t(`payments.${f}`) })) },
    ],
    [t],
  );

  const month: Month = filters.from ? monthOfDay(filters.from) : currentMonth();
  const setView = (view: BrowseView) => update({ view, ...datesForView(filters.view, view, month) });

  const hasFilters = Boolean(filters.q || filters.from || filters.to || filters.country || filters.amenities.length);
  const resetFilters = () => {
    setText('');
    update({ q: '', from: '', to: '', country: '', amenities: [], ...(filters.view === 'calendar' ? monthRange(currentMonth()) : {}) });
  };

  const data = query.data;
  const mapData = mapQuery.data;
  // On the map, the count is every match, with or without a position.
  const total = onMap ? (mapData ? mapData.total + mapData.withoutCoordinates : 0) : (data?.total ?? 0);
  const counted = onMap ? Boolean(mapData) : Boolean(data);
  const inPeriods = filters.view !== 'calendar';
  const otherPeriod = (
    <Button variant="light" onClick={() => update({ past: !filters.past })}>
      {filters.past ? t('editions.showCurrent') : t('editions.showPast')}
    </Button>
  );
  const emptyState = hasFilters ? (
    <EmptyCard
      icon={<IconSearchOff size={28} />}
      title={t('editions.emptyTitle')}
      description={t('editions.emptyFiltered')}
      action={
        <Group justify="center" gap="sm">
          <Button variant="light" onClick={resetFilters}>
            {t('editions.filters.reset')}
          </Button>
          {inPeriods && otherPeriod}
        </Group>
      }
    />
  ) : (
    <EmptyCard
      icon={<IconSearchOff size={28} />}
      title={filters.past ? t('editions.noPastTitle') : t('editions.noCurrentTitle')}
      description={filters.past ? t('editions.noPastText') : t('home.upcomingEmptyText')}
      action={otherPeriod}
    />
  );
  const today = localToday();

  return (
    <Stack gap="md">
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <Stack gap="sm">
          <TextInput
            label={<VisuallyHidden>{t('editions.searchLabel')}</VisuallyHidden>}
            aria-label={t('editions.searchLabel')}
            placeholder={t('editions.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            type="search"
            size="md"
            maxLength={SEARCH_MAX}
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <TextInput
              type="date"
              label={t('editions.filters.from')}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(e) => {
                const v = e.currentTarget.value;
                if (!v || isDay(v)) update({ from: v });
              }}
            />
            <TextInput
              type="date"
              label={t('editions.filters.to')}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(e) => {
                const v = e.currentTarget.value;
                if (!v || isDay(v)) update({ to: v });
              }}
            />
            <CountrySelect
              label={t('editions.filters.country')}
              placeholder={filters.country ? undefined : t('editions.filters.countryPlaceholder')}
              value={filters.country}
              onChange={(code) => update({ country: code ?? '' })}
            />
            <LaterMultiSelect
              label={t('editions.filters.amenities')}
              placeholder={filters.amenities.length ? undefined : t('editions.filters.amenitiesPlaceholder')}
              data={amenityData}
              value={filters.amenities}
              onChange={(values) => update({ amenities: values.filter(isEditionFlag) })}
              searchable
              clearable
              nothingFoundMessage={t('editions.filters.noAmenity')}
              hidePickedOptions
            />
          </SimpleGrid>
        </Stack>
      </form>

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {counted ? t('editions.resultCount', { count: total }) : '\u00a0'}
        </Text>
        <Group gap="sm" wrap="wrap">
          {inPeriods && (
            <SegmentedChoice
              value={filters.past ? 'past' : 'current'}
              onChange={(v) => update({ past: v === 'past' })}
              aria-label={t('editions.period.label')}
              data={[
                { value: 'current', label: t('editions.period.current') },
                { value: 'past', label: t('editions.period.past') },
              ]}
            />
          )}
          {hasFilters && (
            <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={resetFilters}>
              {t('editions.filters.reset')}
            </Button>
          )}
          <SegmentedChoice
            value={filters.view}
            onChange={setView}
            aria-label={t('editions.viewLabel')}
            data={[
              {
                value: 'list',
                label: (
                  <>
                    <IconLayoutGrid size={14} aria-hidden />
                    <span>{t('editions.viewList')}</span>
                  </>
                ),
              },
              {
                value: 'calendar',
                label: (
                  <>
                    <IconCalendarMonth size={14} aria-hidden />
                    <span>{t('editions.viewCalendar')}</span>
                  </>
                ),
              },
              {
                value: 'map',
                label: (
                  <>
                    <IconMap size={14} aria-hidden />
                    <span>{t('editions.viewMap')}</span>
                  </>
                ),
              },
            ]}
          />
        </Group>
      </Group>

      {onMap ? (
        mapQuery.isPending ? (
          <LoadingState />
        ) : mapQuery.isError || !mapData ? (
          <ErrorState error={mapQuery.error} onRetry={() => void mapQuery.refetch()} />
        ) : mapData.total + mapData.withoutCoordinates === 0 ? (
          emptyState
        ) : (
          <Suspense fallback={<LoadingState />}>
            <EditionMapView data={mapData} busy={mapQuery.isPlaceholderData} />
          </Suspense>
        )
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : filters.view === 'calendar' ? (
        <Suspense fallback={<LoadingState />}>
          <EditionCalendar month={month} editions={data.items} onMonthChange={(m) => update(monthRange(m))} />
        </Suspense>
      ) : data.items.length === 0 ? (
        emptyState
      ) : (
        <>
          <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
            {groupByPeriod(data.items, today).map((group) => (
              <Stack key={`${group.name}-${group.editions[0]!.id}`} gap="sm" component="section" aria-labelledby={`editions-${group.name}`}>
                <Title order={3} id={`editions-${group.name}`} size="h4">
                  {t(`editions.groups.${group.name}`)}
                </Title>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
                  {group.editions.map((edition) => (
                    <EditionCard key={edition.id} edition={edition} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
          {total > PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={pageCount(total)}
                value={pageOf(filters.offset)}
                onChange={(page) => {
                  update({ offset: offsetOfPage(page) }, { keepOffset: true });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? t('editions.pagination.previous') : control === 'next' ? t('editions.pagination.next') : undefined,
                })}
                getItemProps={(page) => ({ 'aria-label': t('editions.pagination.page', { page }) })}
                withEdges={false}
                siblings={1}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
