import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Progress, Table } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import type { KitchenCounts } from '../mealsListApi';
import { DIETS, EATER_KINDS, eatenPercent } from '../mealsListRules';

/** A big number the cooks read from across the kitchen. */
function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder padding="sm" data-testid={testId} aria-label={`${label}: ${value}`} role="group">
      <Text size="sm" c="dimmed" aria-hidden>
        {label}
      </Text>
      <Text fz={40} fw={800} lh={1.1} aria-hidden>
        {value}
      </Text>
    </Card>
  );
}

/** How many eat: in all and by diet (big), by kind × diet (a table), late plates, and eaten so far against the total. */
export function KitchenCountsPanel({ counts, showEaten = true }: { counts: KitchenCounts; showEaten?: boolean }) {
  const { t } = useTranslation('gestion');
  const percent = eatenPercent(counts.eaten, counts.total);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('meals.kitchen.total')} value={counts.total} testId="kitchen-total" />
        {DIETS.map((diet) => (
          <Figure key={diet} label={t(`meals.kitchen.diet.${diet}`)} value={counts.byDiet[diet]} testId={`kitchen-diet-${diet}`} />
        ))}
      </SimpleGrid>
      {showEaten && (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{t('meals.kitchen.eatenSoFar')}</Text>
            <Text fw={700}>{t('meals.kitchen.eatenOf', { eaten: counts.eaten, total: counts.total })}</Text>
          </Group>
          <Progress value={percent} size="xl" aria-label={t('meals.kitchen.eatenOf', { eaten: counts.eaten, total: counts.total })} />
        </Stack>
      )}
      <Table withTableBorder withColumnBorders fz="md" aria-label={t('meals.kitchen.byKind')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('meals.kitchen.byKind')}</Table.Th>
            {DIETS.map((diet) => (
              <Table.Th key={diet} ta="right">
                {t(`meals.kitchen.diet.${diet}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {EATER_KINDS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Th scope="row">{t(`meals.kitchen.kind.${kind}`)}</Table.Th>
              {DIETS.map((diet) => (
                <Table.Td key={diet} ta="right">
                  {counts.byKind[kind][diet]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {counts.afterShow > 0 && <Text fw={600}>{t('meals.kitchen.afterShow', { count: counts.afterShow })}</Text>}
    </Stack>
  );
}

/** A section of the kitchen page, named for screen readers. */
export function KitchenSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
