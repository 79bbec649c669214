import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KitchenAllergy } from '../mealsListApi';
import { isLoud } from '../mealsListRules';

/** Every allergy, in the server's order (CRITICAL and SEVERE first): the loud ones in red with an icon and their severity written, never by colour alone. */
export function AllergyList({ allergies }: { allergies: readonly KitchenAllergy[] }) {
  const { t } = useTranslation('gestion');
  if (!allergies.length) return <Text c="dimmed">{t('meals.kitchen.noAllergy')}</Text>;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {allergies.map((a, i) => {
        const loud = isLoud(a.severity);
        return (
          <Group
            key={i}
            component="li"
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            data-testid="kitchen-allergy"
            data-loud={loud || undefined}
            p={loud ? 'xs' : 4}
            style={loud ? { background: 'var(--mantine-color-red-0)', border: '2px solid var(--mantine-color-red-7)', borderRadius: 6 } : undefined}
          >
            {loud && <IconAlertTriangle size={22} color="var(--mantine-color-red-8)" aria-hidden style={{ flexShrink: 0 }} />}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={700} c={loud ? 'red.9' : undefined}>
                  {a.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`meals.kitchen.kind.${a.kind}`)}
                </Text>
              </Group>
              <Text c={loud ? 'red.9' : undefined} fw={loud ? 600 : undefined}>
                {a.allergies}
              </Text>
            </Stack>
            {a.severity && (
              <Badge color={loud ? 'red.8' : 'gray'} variant={loud ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
                {t(`meals.kitchen.severity.${a.severity}`)}
              </Badge>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
