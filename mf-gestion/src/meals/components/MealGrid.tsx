import { Badge, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GridMeal, MealChange } from '../mealsApi';
import { dayTitle, daysOf } from '../mealsRules';
import { MealCell } from './MealCell';

export interface MealGridProps {
  meals: readonly GridMeal[];
  items: readonly { id: number; name: string }[] | null;
  savingMealId: number | null;
  onChange: (meal: GridMeal, change: MealChange, confirmRemoval?: boolean) => void;
}

/** One card per day (its date in the reader's language and its phases), its three meals side by side; stacked on a phone. */
export function MealGrid({ meals, items, savingMealId, onChange }: MealGridProps) {
  const { t, i18n } = useTranslation('gestion');
  return (
    <Stack gap="md">
      {daysOf(meals).map((day) => (
        <Card key={day.date} withBorder radius="md" component="section" aria-labelledby={`meals-day-${day.date}`} data-testid="meal-day">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id={`meals-day-${day.date}`}>
              {dayTitle(day.date, i18n.language)}
            </Title>
            <Group gap={4}>
              {day.phases.map((p) => (
                <Badge key={p} data-testid="day-phase" variant="light" color={p === 'EVENT' ? 'blue' : 'grape'}>
                  {t(`meals.phases.${p}`)}
                </Badge>
              ))}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {day.meals.map((meal) => (
              <MealCell key={meal.id} meal={meal} items={items} saving={savingMealId === meal.id} onChange={(change, confirm) => onChange(meal, change, confirm)} />
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
