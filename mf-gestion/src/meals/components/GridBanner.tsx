import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MealGrid } from '../mealsApi';

/** The dates call for changes: how many meals to add and to remove, and the button that applies them (the page asks first when some have eaters). */
export function GridBanner({ grid, saving, onUpdate }: { grid: MealGrid; saving: boolean; onUpdate: () => void }) {
  const { t } = useTranslation('gestion');
  const adding = grid.toAdd.length;
  const removing = grid.toRemove.length;
  if (!adding && !removing) return null;
  const parts = [adding && t('meals.grid.banner.toAdd', { count: adding }), removing && t('meals.grid.banner.toRemove', { count: removing })].filter(Boolean);
  return (
    <Alert color="yellow" icon={<IconCalendarEvent size={18} />} title={t('meals.grid.banner.title')} role="status" data-testid="grid-banner">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{parts.join(', ')}</Text>
        <Button onClick={onUpdate} loading={saving}>
          {t('meals.grid.banner.update')}
        </Button>
      </Group>
    </Alert>
  );
}
