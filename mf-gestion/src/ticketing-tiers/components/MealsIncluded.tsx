import { Stack, Text } from '@mantine/core';
import { Checkbox } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@festival/i18n/zoned';
import { mealsAreOff, mealsByDay } from '../../shared/mealDays';
import type { Catalogue } from '../ticketingTiersApi';

/**
 * "Meals included" of a tier or an option: the edition's meals as checkboxes, a group per day (an
 * off meal says so); when meals are off, a hint instead. `value`: the ids chosen, as the form keeps them.
 */
export function MealsIncluded({ meals, value, onChange, error }: { meals: Catalogue['meals']; value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const { t, i18n } = useTranslation('ticketing');
  if (mealsAreOff(meals)) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('tierMeals.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('tierMeals.off')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('tierMeals.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tierMeals.hint')}
        </Text>
      </div>
      {mealsByDay(meals).map((day) => {
        const ids = new Set(day.meals.map((m) => String(m.id)));
        return (
          <Checkbox.Group
            key={day.date}
            label={formatDay(day.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}
            value={value.filter((id) => ids.has(id))}
            onChange={(chosen) => onChange([...value.filter((id) => !ids.has(id)), ...chosen])}
          >
            <Stack gap={6} mt={4}>
              {day.meals.map((m) => (
                <Checkbox key={m.id} value={String(m.id)} label={m.enabled ? t(`tierMeals.types.${m.mealType}`) : t('tierMeals.offMeal', { meal: t(`tierMeals.types.${m.mealType}`) })} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      })}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
