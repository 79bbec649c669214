import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@festival/ui';
import { DayHeading } from '../../programme/components/ShowItem';
import { useArtistSpaceMeals } from '../artistSpaceApi';
import { mealDaysOf } from '../artistSpaceRules';

/** The artist's meals by day, read-only: those not taken and those kept aside after the show say so. */
export function SpaceMeals({ editionId }: { editionId: number }) {
  const { t, i18n } = useTranslation('artists');
  const meals = useArtistSpaceMeals(editionId);
  if (meals.isPending) return <LoadingState />;
  if (meals.isError) return <ErrorState error={meals.error} onRetry={() => void meals.refetch()} />;
  if (!meals.data.mealsOn || !meals.data.items.length) {
    return (
      <Text size="sm" c="dimmed">
        {meals.data.mealsOn ? t('meals.mineNone') : t('meals.mineOff')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="artist-meals">
      {mealDaysOf(meals.data.items).map((group) => (
        <Stack key={group.day} gap={4}>
          <DayHeading day={group.day} lng={i18n.language} />
          {group.meals.map((meal) => (
            <Group key={meal.mealId} gap="xs">
              <Text size="sm" td={meal.accepted ? undefined : 'line-through'} c={meal.accepted ? undefined : 'dimmed'}>
                {t(`meals.types.${meal.mealType}`)}
              </Text>
              {!meal.accepted && (
                <Badge size="sm" variant="light" color="gray">
                  {t('meals.notTaken')}
                </Badge>
              )}
              {meal.accepted && meal.afterShow && (
                <Badge size="sm" variant="light">
                  {t('meals.keptAside')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
