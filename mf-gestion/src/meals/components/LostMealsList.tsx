import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MealToRemove } from '../mealsApi';
import { dayTitle } from '../mealsRules';

/** The meals a change takes from people, each with how many lose it: what the organiser confirms. */
export function LostMealsList({ meals }: { meals: readonly MealToRemove[] }) {
  const { t, i18n } = useTranslation('gestion');
  return (
    <>
      <Text size="sm">{t('meals.grid.confirm.text', { count: meals.length })}</Text>
      <List size="sm" mt="xs" data-testid="lost-meals">
        {meals.map((m) => (
          <List.Item key={m.id}>
            {t('meals.grid.confirm.meal', { day: dayTitle(m.date, i18n.language), meal: t(`meals.types.${m.mealType}`), count: m.eaters })}
          </List.Item>
        ))}
      </List>
    </>
  );
}
