import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@festival/ui';
import { useKitchenList } from '../mealsListApi';
import { AllergyList } from './AllergyList';
import { KitchenCountsPanel, KitchenSection } from './KitchenCountsPanel';

/** One meal for the kitchen: its counts, eaten so far (read again every 10 s), every allergy. */
export function KitchenMealView({ editionId, mealId }: { editionId: number; mealId: number }) {
  const { t } = useTranslation('gestion');
  const list = useKitchenList(editionId, mealId);
  // A refresh that fails keeps the last counts on screen, with a word: the service goes on.
  if (!list.data) return list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : <LoadingState />;
  return (
    <Stack gap="md">
      {list.isError && (
        <Alert color="orange" role="status" className="no-print">
          {t('meals.kitchen.refreshFailed')}
        </Alert>
      )}
      {!list.data.meal.enabled && <Alert color="gray">{t('meals.kitchen.mealOff')}</Alert>}
      <KitchenSection title={t('meals.kitchen.whoEats')}>
        <KitchenCountsPanel counts={list.data.counts} />
      </KitchenSection>
      <KitchenSection title={t('meals.kitchen.allergies', { count: list.data.allergies.length })}>
        <AllergyList allergies={list.data.allergies} />
      </KitchenSection>
    </Stack>
  );
}
