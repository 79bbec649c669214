import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@festival/i18n/zoned';
import { QueryGate } from '../../shared/QueryGate';
import { useKitchenDay } from '../mealsListApi';
import { KitchenCountsPanel, KitchenSection } from './KitchenCountsPanel';

/** The meals of a day for the cooks: each with its counts by kind and diet, and how many severe or critical allergies. */
export function KitchenDayView({ editionId, day }: { editionId: number; day: string }) {
  const { t, i18n } = useTranslation('gestion');
  const meals = useKitchenDay(editionId, day);
  return (
    <QueryGate queries={[meals]}>
      {() => (
        <Stack gap="md">
          {meals.data!.meals.map(({ meal, counts }) => (
            <KitchenSection key={meal.id} title={`${t(`meals.kitchen.mealType.${meal.mealType}`)} · ${formatDay(meal.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}`}>
              {meal.enabled ? (
                <>
                  <KitchenCountsPanel counts={counts} showEaten={false} />
                  {counts.loudAllergies > 0 && (
                    <Text c="red.9" fw={700}>
                      {t('meals.kitchen.loudAllergies', { count: counts.loudAllergies })}
                    </Text>
                  )}
                </>
              ) : (
                <Text c="dimmed">{t('meals.kitchen.mealOff')}</Text>
              )}
            </KitchenSection>
          ))}
        </Stack>
      )}
    </QueryGate>
  );
}
