import { useState } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { MultiSelect, Switch } from '@festival/ui/later';
import { ConfirmModal } from '@festival/ui';
import { useTranslation } from 'react-i18next';
import type { GridMeal, MealChange, MealPhase, MealToRemove } from '../mealsApi';
import { switchingOffNeedsConfirm } from '../mealsRules';
import { LostMealsList } from './LostMealsList';

export const MEAL_PHASES: readonly MealPhase[] = ['SETUP', 'EVENT', 'TEARDOWN'];

export interface MealCellProps {
  meal: GridMeal;
  /** The edition's returnable items, or null when the caller may not read the ticketing (the items are then shown by count). */
  items: readonly { id: number; name: string }[] | null;
  saving: boolean;
  onChange: (change: MealChange, confirmRemoval?: boolean) => void;
}

/** One meal of a day: on or off (off with eaters asks first), how many eat and ate, its phases and returnable items. */
export function MealCell({ meal, items, saving, onChange }: MealCellProps) {
  const { t } = useTranslation('gestion');
  const [confirming, setConfirming] = useState(false);
  const name = t(`meals.types.${meal.mealType}`);
  const lost: MealToRemove[] = [{ id: meal.id, date: meal.date, mealType: meal.mealType, eaters: meal.eaters }];
  const toggle = (on: boolean) => (switchingOffNeedsConfirm(meal, on) ? setConfirming(true) : onChange({ enabled: on }));
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`meal-${meal.date}-${meal.mealType}`} opacity={meal.enabled ? 1 : 0.7}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" mih={44}>
          <Text fw={600}>{name}</Text>
          <Switch
            size="md"
            checked={meal.enabled}
            disabled={saving}
            aria-label={t('meals.grid.switch', { meal: name })}
            label={meal.enabled ? t('meals.grid.switchOn') : t('meals.grid.switchOff')}
            onChange={(e) => toggle(e.currentTarget.checked)}
          />
        </Group>
        <Text size="sm" c="dimmed" data-testid="meal-eaters">
          {t('meals.grid.eaters', { count: meal.eaters })}
          {meal.eaten > 0 && ` · ${t('meals.grid.eaten', { count: meal.eaten })}`}
        </Text>
        <MultiSelect
          label={t('meals.grid.phases')}
          data={MEAL_PHASES.map((p) => ({ value: p, label: t(`meals.phases.${p}`) }))}
          value={meal.phases}
          disabled={saving}
          size="md"
          // Never empty: the last phase cannot be taken away.
          onChange={(value) => value.length > 0 && onChange({ phases: value as MealPhase[] })}
        />
        {items ? (
          <MultiSelect
            label={t('meals.grid.items')}
            placeholder={items.length ? undefined : t('meals.grid.noItems')}
            data={items.map((i) => ({ value: String(i.id), label: i.name }))}
            value={meal.returnableItemIds.map(String)}
            disabled={saving || items.length === 0}
            size="md"
            onChange={(value) => onChange({ returnableItemIds: value.map(Number) })}
          />
        ) : (
          meal.returnableItemIds.length > 0 && <Badge variant="light">{t('meals.grid.itemCount', { count: meal.returnableItemIds.length })}</Badge>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('meals.grid.confirm.offTitle', { meal: name })}
        description={<LostMealsList meals={lost} />}
        confirmLabel={t('meals.grid.confirm.offAction')}
        onConfirm={() => {
          setConfirming(false);
          onChange({ enabled: false }, true);
        }}
      />
    </Card>
  );
}
