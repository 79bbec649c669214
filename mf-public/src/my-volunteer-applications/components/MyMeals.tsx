import { useState } from 'react';
import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Switch } from '@festival/ui/later';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatInZone } from '@festival/i18n/zoned';
import { ErrorState, errorMessageOf } from '@festival/ui';
import { useChooseMeal, useMyMeals, type MyMeal } from '../myVolunteeringApi';
import { mealsByDay } from '../myVolunteeringRules';

/** A phone's finger: every switch row is at least this tall and wide. */
const TARGET = 44;

function MealRow({ meal, dayLabel, timeZone, busy, onChoose }: { meal: MyMeal; dayLabel: string; timeZone: string; busy: boolean; onChoose: (accepted: boolean) => void }) {
  const { t, i18n } = useTranslation('volunteers');
  const name = t(`myMeals.type.${meal.mealType}`);
  return (
    <Group justify="space-between" wrap="nowrap" mih={TARGET} data-testid="my-meal" data-meal-id={meal.mealId} data-accepted={meal.accepted}>
      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} td={meal.accepted ? undefined : 'line-through'} c={meal.accepted ? undefined : 'dimmed'}>
          {name}
        </Text>
        {meal.phases.map((phase) => (
          <Badge key={phase} size="xs" variant="light" color={phase === 'EVENT' ? 'blue' : 'grape'}>
            {t(`myMeals.phase.${phase}`)}
          </Badge>
        ))}
      </Group>
      {meal.consumedAt ? (
        <Badge color="green" variant="light" leftSection={<IconCheck size={12} />} style={{ flexShrink: 0 }}>
          {t('myMeals.eaten', { time: formatInZone(meal.consumedAt, i18n.language, timeZone) })}
        </Badge>
      ) : (
        <Switch
          checked={meal.accepted}
          disabled={!meal.changeable || busy}
          onChange={(e) => onChoose(e.currentTarget.checked)}
          label={meal.changeable ? (meal.accepted ? t('myMeals.eat') : t('myMeals.declined')) : t('myMeals.past')}
          labelPosition="left"
          size="md"
          aria-label={t('myMeals.eatLabel', { meal: name, day: dayLabel })}
          styles={{ root: { flexShrink: 0 }, body: { minHeight: TARGET, minWidth: TARGET, alignItems: 'center' }, labelWrapper: { justifyContent: 'center' } }}
        />
      )}
    </Group>
  );
}

/**
 * An accepted volunteer's meals by day (breakfast, lunch, dinner, each with its phase): a switch to
 * decline one or take it back until it is eaten or over; eaten ones marked, with when.
 */
export function MyMeals({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation('volunteers');
  const meals = useMyMeals(applicationId);
  const choose = useChooseMeal(applicationId);
  const [error, setError] = useState<string | null>(null);

  return (
    <Stack gap="xs" data-testid="my-meals">
      <Title order={4} size="h5">
        {t('myMeals.title')}
      </Title>
      {meals.isPending ? (
        <Loader size="sm" aria-label={t('myMeals.loading')} />
      ) : meals.isError ? (
        <ErrorState error={meals.error} title={t('myMeals.loadFailed')} onRetry={() => void meals.refetch()} />
      ) : meals.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('myMeals.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('myMeals.hint')}
          </Text>
          {error && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          {mealsByDay(meals.data.items).map((group) => {
            const dayLabel = formatDay(group.day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
            return (
              <Stack key={group.day} gap={0} data-testid="my-meal-day">
                <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                  {dayLabel}
                </Text>
                {group.meals.map((meal) => (
                  <MealRow
                    key={meal.mealId}
                    meal={meal}
                    dayLabel={dayLabel}
                    timeZone={meals.data.timeZone}
                    busy={choose.isPending && choose.variables?.mealId === meal.mealId}
                    onChoose={(accepted) => {
                      setError(null);
                      choose.mutate({ mealId: meal.mealId, accepted }, { onError: (err) => setError(errorMessageOf(err, t('myMeals.failed'))) });
                    }}
                  />
                ))}
              </Stack>
            );
          })}
        </>
      )}
    </Stack>
  );
}
