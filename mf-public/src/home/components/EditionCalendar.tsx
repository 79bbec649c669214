import { ActionIcon, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefOf } from '@festival/ui';
import { editionEntry } from '../../edition/entry';
import type { EditionCard } from '../../shared/publicApi';
import { editionsOnDay, formatDayRange, formatMonth, monthGrid, shiftMonth, weekdayNames, type Month } from '../homeRules';

/** A month grid of the editions returned; previous/next change the month (and so the date filters). */
export function EditionCalendar({ month, editions, onMonthChange }: { month: Month; editions: EditionCard[]; onMonthChange: (month: Month) => void }) {
  const { t, i18n } = useTranslation('public');
  const weeks = monthGrid(month);
  const days = weekdayNames(i18n.language);
  const title = formatMonth(month, i18n.language);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon variant="default" size="lg" onClick={() => onMonthChange(shiftMonth(month, -1))} aria-label={t('editions.calendar.previous')}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Title order={3} size="h4" tt="capitalize" aria-live="polite">
          {title}
        </Title>
        <ActionIcon variant="default" size="lg" onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label={t('editions.calendar.next')}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ width: '100%', minWidth: 560, borderCollapse: 'collapse', tableLayout: 'fixed' }} aria-label={title}>
          <thead>
            <tr>
              {days.map((d) => (
                <th key={d} scope="col" style={{ padding: 4 }}>
                  <Text size="xs" c="dimmed" fw={600} tt="capitalize">
                    {d}
                  </Text>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, wi) => (
              <tr key={wi}>
                {week.map((day, di) => {
                  const list = day ? editionsOnDay(editions, day) : [];
                  return (
                    <td
                      key={day ?? `empty-${wi}-${di}`}
                      style={{
                        verticalAlign: 'top',
                        height: 88,
                        padding: 4,
                        border: '1px solid var(--mantine-color-default-border)',
                        background: day ? undefined : 'var(--mantine-color-default-hover)',
                      }}
                    >
                      {day && (
                        <Stack gap={2}>
                          <Text size="xs" fw={600}>
                            {Number(day.slice(8, 10))}
                          </Text>
                          {list.map((e) => (
                            <Anchor
                              key={e.id}
                              component={Link}
                              to={hrefOf(editionEntry, { id: e.id })}
                              size="xs"
                              lineClamp={1}
                              title={`${e.name} · ${formatDayRange(e.startDate, e.endDate, i18n.language)}`}
                            >
                              {e.name}
                            </Anchor>
                          ))}
                        </Stack>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editions.length === 0 && (
        <Card withBorder radius="md">
          <Text ta="center" c="dimmed">
            {t('editions.calendar.empty')}
          </Text>
        </Card>
      )}
    </Stack>
  );
}
