import { Button, Group, Stack } from '@mantine/core';
import { FormError } from '../shared/FormError';
import { NativeSelect, SegmentedControl, Tabs } from '@festival/ui/later';
import { IconDownload, IconPrinter, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '@festival/i18n/zoned';
import { EmptyCard, PageHeader } from '@festival/ui';
import type { Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { useDownload } from '../shared/useDownload';
import { KitchenDayView } from './components/KitchenDayView';
import { KitchenMealView } from './components/KitchenMealView';
import { mealsListEntry } from './entry';
import { fetchEatersCsv, useKitchenMeals, type KitchenMeal } from './mealsListApi';
import { daysOf, kitchenViewOf, mealAt, MEAL_TYPES, shownDay, shownMeal, withKitchenView, type KitchenView } from './mealsListRules';

/** On paper: the list alone on an A4 page, without the product's header, navigation and the page's controls. */
const PRINT_CSS =
  '@media print { @page { size: A4; margin: 12mm; } .no-print, header, nav, footer, .mantine-Notifications-root { display: none !important; } ' +
  '.mantine-AppShell-main { padding-top: 0 !important; } .kitchen-list { font-size: 11pt; } .kitchen-list section, .kitchen-list li { break-inside: avoid; } }';

/** Phones: every control at least 44 px high. */
const TARGET = { minHeight: 44 };

function Kitchen({ edition }: { edition: Edition }) {
  const { t, i18n } = useTranslation('gestion');
  const [search, setSearch] = useSearchParams();
  const view = kitchenViewOf(search);
  const setView = (next: KitchenView) => setSearch(withKitchenView(next), { replace: true });
  const meals = useKitchenMeals(edition.id);
  const csv = useDownload(t('meals.kitchen.csvFailed'));
  return (
    <Stack gap="lg" className="kitchen-list">
      <style>{PRINT_CSS}</style>
      <QueryGate queries={[meals]}>
        {() => {
          const { meals: grid, currentMealId } = meals.data!;
          const on = grid.filter((m) => m.enabled);
          if (!on.length)
            return (
              <>
                <PageHeader title={t('meals.kitchen.title')} below={edition.name} />
                <EmptyCard
                  icon={<IconToolsKitchen2 size={28} />}
                  title={t('meals.kitchen.emptyTitle')}
                  description={t('meals.kitchen.emptyText')}
                  action={
                    <Button component={Link} to={`/editions/${edition.id}/gestion/meals`} style={TARGET}>
                      {t('meals.kitchen.openGrid')}
                    </Button>
                  }
                />
              </>
            );
          const meal = shownMeal(grid, view.tab === 'meal' ? view.mealId : null, currentMealId);
          const day = shownDay(grid, view.tab === 'day' ? view.day : null, currentMealId);
          const pickDay = (date: string) => {
            const same = meal ? mealAt(grid, date, meal.mealType) : undefined;
            const next = same ?? grid.find((m: KitchenMeal) => m.date === date);
            if (next) setView({ tab: 'meal', mealId: next.id });
          };
          const dayLabel = (date: string) => formatDay(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
          return (
            <>
              <PageHeader
                title={t('meals.kitchen.title')}
                below={view.tab === 'meal' && meal ? `${t(`meals.kitchen.mealType.${meal.mealType}`)} · ${dayLabel(meal.date)}` : day ? dayLabel(day) : edition.name}
                actions={
                  <Group gap="xs" className="no-print">
                    <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} style={TARGET}>
                      {t('meals.kitchen.print')}
                    </Button>
                    {view.tab === 'meal' && meal && (
                      <Button
                        variant="default"
                        leftSection={<IconDownload size={16} />}
                        loading={csv.pending === 'eaters'}
                        onClick={() => void csv.download('eaters', () => fetchEatersCsv(edition.id, meal.id), `meal-${meal.date}-${meal.mealType.toLowerCase()}.csv`)}
                        style={TARGET}
                      >
                        {t('meals.kitchen.csv')}
                      </Button>
                    )}
                  </Group>
                }
              />
              <div className="no-print">
                <FormError message={csv.error} onClose={csv.clearError} />
              </div>
              <Tabs
                value={view.tab}
                onChange={(tab) => setView(tab === 'day' ? { tab: 'day', day: meal?.date ?? day } : { tab: 'meal', mealId: meal?.id ?? null })}
                keepMounted={false}
              >
                <Tabs.List grow className="no-print">
                  <Tabs.Tab value="meal" style={TARGET}>
                    {t('meals.kitchen.tabs.meal')}
                  </Tabs.Tab>
                  <Tabs.Tab value="day" style={TARGET}>
                    {t('meals.kitchen.tabs.day')}
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="meal" pt="sm">
                  {meal && (
                    <Stack gap="md">
                      <Group gap="sm" wrap="wrap" className="no-print" align="flex-end">
                        <NativeSelect
                          label={t('meals.kitchen.day')}
                          value={meal.date}
                          onChange={(e) => pickDay(e.currentTarget.value)}
                          data={daysOf(grid).map((d) => ({ value: d, label: dayLabel(d) }))}
                          styles={{ input: TARGET }}
                        />
                        <SegmentedControl
                          aria-label={t('meals.kitchen.meal')}
                          value={meal.mealType}
                          onChange={(type) => {
                            const next = mealAt(grid, meal.date, type as KitchenMeal['mealType']);
                            if (next) setView({ tab: 'meal', mealId: next.id });
                          }}
                          data={MEAL_TYPES.map((type) => ({ value: type, label: t(`meals.kitchen.mealType.${type}`), disabled: !mealAt(grid, meal.date, type) }))}
                          size="md"
                          styles={{ label: TARGET, root: { alignSelf: 'flex-end' } }}
                        />
                      </Group>
                      <KitchenMealView editionId={edition.id} mealId={meal.id} />
                    </Stack>
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="day" pt="sm">
                  {day && (
                    <Stack gap="md">
                      <NativeSelect
                        className="no-print"
                        label={t('meals.kitchen.day')}
                        value={day}
                        onChange={(e) => setView({ tab: 'day', day: e.currentTarget.value })}
                        data={daysOf(grid).map((d) => ({ value: d, label: dayLabel(d) }))}
                        styles={{ input: TARGET }}
                        maw={360}
                      />
                      <KitchenDayView editionId={edition.id} day={day} />
                    </Stack>
                  )}
                </Tabs.Panel>
              </Tabs>
            </>
          );
        }}
      </QueryGate>
    </Stack>
  );
}

/** The kitchen's lists of an edition: a meal's eaters by kind and diet, its allergies and eaten so far, a day for the cooks; printable, and as CSV. */
export default function MealsListPage() {
  return <EditionPage entry={mealsListEntry}>{(edition) => <Kitchen edition={edition} />}</EditionPage>;
}
