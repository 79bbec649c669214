import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconListDetails, IconScan, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@festival/api-client';
import { ConfirmModal, EmptyCard, PageHeader } from '@festival/ui';
import type { Edition, EditionPermissions } from '../shared/gestionApi';
import { FormError } from '../shared/FormError';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { GridBanner } from './components/GridBanner';
import { LostMealsList } from './components/LostMealsList';
import { MealGrid } from './components/MealGrid';
import { mealsEntry } from './entry';
import { mealsWithEatersOf, useMealGrid, useReturnableItems, useSyncGrid, useUpdateMeal, type GridMeal, type MealChange, type MealToRemove } from './mealsApi';
import { withEaters } from './mealsRules';

/** A change the server refused because it takes meals from people: shown, then sent again with the organiser's word. */
interface PendingRemoval {
  meals: MealToRemove[];
  send: () => void;
}

function Meals({ edition, permissions }: { edition: Edition; permissions: EditionPermissions }) {
  const { t } = useTranslation('gestion');
  const grid = useMealGrid(edition.id);
  const items = useReturnableItems(edition.id, permissions.canManageTicketing);
  const sync = useSyncGrid(edition.id);
  const update = useUpdateMeal(edition.id);
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const [error, setError] = useState<string | null>(null);

  const failed = (e: unknown, retry: () => void) => {
    const meals = mealsWithEatersOf(e);
    if (meals) setPending({ meals, send: retry });
    else setError(e instanceof ApiError ? e.message : t('meals.grid.failed'));
  };
  const syncGrid = (confirmRemoval: boolean) => {
    setError(null);
    sync.mutate(confirmRemoval, { onError: (e) => failed(e, () => syncGrid(true)) });
  };
  const change = (meal: GridMeal, body: MealChange, confirmRemoval?: boolean) => {
    setError(null);
    update.mutate({ mealId: meal.id, change: body, confirmRemoval }, { onError: (e) => failed(e, () => change(meal, body, true)) });
  };
  // Meals to remove that someone holds: ask before the sync rather than after its refusal.
  const updateGrid = () => {
    const lost = withEaters(grid.data?.toRemove ?? []);
    if (lost.length) setPending({ meals: lost, send: () => syncGrid(true) });
    else syncGrid(false);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('meals.title')}
        below={t('meals.grid.subtitle', { name: edition.name })}
        actions={
          <Group gap="sm">
            <Button component={Link} to={`/editions/${edition.id}/gestion/meals/list`} variant="default" leftSection={<IconListDetails size={16} />}>
              {t('meals.grid.kitchenList')}
            </Button>
            <Button component={Link} to={`/editions/${edition.id}/gestion/meals/validate`} variant="default" leftSection={<IconScan size={16} />}>
              {t('meals.grid.canteen')}
            </Button>
          </Group>
        }
      />
      <FormError message={error} onClose={() => setError(null)} />
      <QueryGate queries={[grid]}>
        {() => {
          const data = grid.data!;
          if (!data.configured)
            return (
              <EmptyCard
                icon={<IconToolsKitchen2 size={28} />}
                title={t('meals.grid.empty.title')}
                description={t('meals.grid.empty.text', { count: data.toAdd.length })}
                action={
                  <Button onClick={() => syncGrid(false)} loading={sync.isPending}>
                    {t('meals.grid.empty.turnOn')}
                  </Button>
                }
              />
            );
          return (
            <>
              <GridBanner grid={data} saving={sync.isPending} onUpdate={updateGrid} />
              <Text size="sm" c="dimmed">
                {t('meals.grid.help')}
              </Text>
              <MealGrid
                meals={data.meals}
                items={permissions.canManageTicketing ? (items.data?.items ?? []) : null}
                savingMealId={update.isPending ? (update.variables?.mealId ?? null) : null}
                onChange={change}
              />
            </>
          );
        }}
      </QueryGate>
      <ConfirmModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('meals.grid.confirm.title')}
        description={pending && <LostMealsList meals={pending.meals} />}
        confirmLabel={t('meals.grid.confirm.action')}
        onConfirm={() => {
          const send = pending?.send;
          setPending(null);
          send?.();
        }}
      />
    </Stack>
  );
}

/** The meal grid of an edition: turning meals on, keeping them in step with the dates, each meal's switch, phases and items. */
export default function MealsPage() {
  return <EditionPage entry={mealsEntry}>{(edition, permissions) => <Meals edition={edition} permissions={permissions} />}</EditionPage>;
}
