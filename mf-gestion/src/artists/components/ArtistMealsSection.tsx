import { useState } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Switch } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { ErrorState, errorMessageOf, LoadingState } from '@festival/ui';
import { formatDay } from '@festival/i18n/zoned';
import { FormError } from '../../shared/FormError';
import { mealsByDay } from '../../shared/mealDays';
import { useArtistMeals, useUpdateArtistMeal, type ArtistMeal } from '../artistsApi';

/**
 * The "Meals" section of an artist's record: their meals by day (those of the grid within their
 * stay), each with a switch to turn it on or off and one to keep a late plate aside after the show.
 * When meals are off for the edition, it says so.
 */
export function ArtistMealsSection({ editionId, artistId }: { editionId: number; artistId: number }) {
  const { t, i18n } = useTranslation('artists');
  const meals = useArtistMeals(editionId, artistId);
  const update = useUpdateArtistMeal(editionId, artistId);
  const [error, setError] = useState<string | null>(null);
  const change = (meal: ArtistMeal, body: { accepted?: boolean; afterShow?: boolean }) => {
    setError(null);
    update.mutate({ mealId: meal.mealId, body }, { onError: (err) => setError(errorMessageOf(err, t('meals.saveFailed'))) });
  };
  const busy = (meal: ArtistMeal) => update.isPending && update.variables?.mealId === meal.mealId;
  return (
    <Stack gap="sm" component="section" aria-labelledby="artist-meals-title">
      <div>
        <Title order={3} size="h4" id="artist-meals-title">
          {t('meals.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('meals.hint')}
        </Text>
      </div>
      {meals.isPending ? (
        <LoadingState />
      ) : meals.isError ? (
        <ErrorState error={meals.error} onRetry={() => void meals.refetch()} />
      ) : !meals.data.mealsOn ? (
        <Text size="sm" c="dimmed">
          {t('meals.off')}
        </Text>
      ) : meals.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('meals.none')}
        </Text>
      ) : (
        <Stack gap="md">
          <FormError message={error} />
          {mealsByDay(meals.data.items).map((day) => {
            const dayLabel = formatDay(day.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
            return (
              <Stack key={day.date} gap={6}>
                <Text size="sm" fw={600}>
                  {dayLabel}
                </Text>
                {day.meals.map((meal) => {
                  const name = t(`meals.types.${meal.mealType}`);
                  return (
                    <Group key={meal.mealId} gap="md" wrap="wrap" data-testid="artist-meal">
                      <Text size="sm" w={120}>
                        {name}
                      </Text>
                      <Switch
                        label={t('meals.eats')}
                        aria-label={t('meals.eatsAria', { meal: name, day: dayLabel })}
                        checked={meal.accepted}
                        disabled={busy(meal)}
                        onChange={(e) => change(meal, { accepted: e.currentTarget.checked })}
                      />
                      <Switch
                        label={t('meals.afterShow')}
                        aria-label={t('meals.afterShowAria', { meal: name, day: dayLabel })}
                        checked={meal.afterShow}
                        disabled={busy(meal)}
                        onChange={(e) => change(meal, { afterShow: e.currentTarget.checked })}
                      />
                      {meal.consumedAt && (
                        <Badge size="sm" variant="light" color="green">
                          {t('meals.eaten')}
                        </Badge>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
