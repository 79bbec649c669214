import { Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Progress } from '@festival/ui/later';
import { IconAlertTriangle, IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '@festival/i18n/zoned';
import { EmptyState, ErrorState, LoadingState } from '@festival/ui';
import { useGateDashboard, useGateLive, type GateDashboard as Dashboard, type GateDue, type GateRecent } from './gateDashboardApi';
import { barPercent, presencePercent, spansDays } from './gateDashboardRules';

const DAY_AND_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', hour: '2-digit', minute: '2-digit' };

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Entries per hour as bars (no chart library): the hour on the edition's clocks, its bar, its count. */
function EntriesPerHour({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation('gestion');
  const hours = dashboard.entriesPerHour;
  const largest = Math.max(0, ...hours.map((h) => h.count));
  const format = spansDays(hours, dashboard.timeZone) ? DAY_AND_TIME : undefined;
  if (!hours.some((h) => h.count > 0)) return <Text c="dimmed">{t('gateDashboard.noEntryYet')}</Text>;
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {hours.map((h) => (
        <Group key={h.hour} component="li" gap="xs" wrap="nowrap" aria-label={t('gateDashboard.hourLine', { hour: formatInZone(h.hour, i18n.language, dashboard.timeZone, format), n: h.count })}>
          <Text size="sm" w={format ? 92 : 48} style={{ flexShrink: 0 }} aria-hidden>
            {formatInZone(h.hour, i18n.language, dashboard.timeZone, format)}
          </Text>
          <Box style={{ flex: 1 }} aria-hidden>
            <Box bg="blue" h={14} style={{ width: `${barPercent(h.count, largest)}%`, borderRadius: 3 }} />
          </Box>
          <Text size="sm" fw={600} w={40} ta="right" aria-hidden>
            {h.count}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Presence({ label, present, expected, testId }: { label: string; present: number; expected: number; testId?: string }) {
  const { t } = useTranslation('gestion');
  return (
    <Stack gap={2} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate>
          {label}
        </Text>
        <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
          {t('gateDashboard.presentOf', { present, expected })}
        </Text>
      </Group>
      <Progress value={presencePercent(present, expected)} size="lg" aria-label={t('gateDashboard.presenceOf', { name: label, present, expected })} />
    </Stack>
  );
}

function RecentLine({ line, timeZone }: { line: GateRecent; timeZone: string }) {
  const { t, i18n } = useTranslation('gestion');
  const undo = line.action === 'UNDO';
  return (
    <Box component="li" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="gate-recent-line">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {undo && <IconArrowBackUp size={16} aria-hidden />}
            <Text fw={600} td={undo ? 'line-through' : undefined}>
              {line.name}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {t(`gateDashboard.kind.${line.kind}`)}
            </Badge>
            {undo && (
              <Badge variant="light" color="orange" size="sm">
                {t('gateDashboard.undone')}
              </Badge>
            )}
            {line.conflict && (
              <Badge variant="filled" color="red" size="sm" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                {t('gateDashboard.conflict')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('gateDashboard.byOn', { by: line.by ?? t('gateDashboard.someone'), device: line.deviceId })}
          </Text>
        </Stack>
        <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
          {formatInZone(line.at, i18n.language, timeZone)}
        </Text>
      </Group>
    </Box>
  );
}

function DueLine({ person, timeZone }: { person: GateDue; timeZone: string }) {
  const { t, i18n } = useTranslation('gestion');
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={4} data-testid="gate-due-line">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={500} truncate>
          {person.name}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {[t(`gateDashboard.kind.${person.kind}`), person.detail].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {person.expectedAt && (
        <Text size="sm" style={{ flexShrink: 0 }}>
          {formatInZone(person.expectedAt, i18n.language, timeZone)}
        </Text>
      )}
    </Group>
  );
}

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('gestion');
  const list = { p: 0, m: 0, style: { listStyle: 'none' } } as const;
  return (
    <Stack gap="md">
      <Section title={t('gateDashboard.entriesPerHour')} testId="gate-hours">
        <EntriesPerHour dashboard={dashboard} />
      </Section>
      <Section title={t('gateDashboard.presence')} testId="gate-presence">
        {dashboard.tiers.map((tier) => (
          <Presence key={tier.tierId} label={tier.name} present={tier.present} expected={tier.expected} />
        ))}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Presence label={t('gateDashboard.volunteers')} present={dashboard.volunteers.arrived} expected={dashboard.volunteers.expected} />
          <Presence label={t('gateDashboard.artists')} present={dashboard.artists.arrived} expected={dashboard.artists.expected} />
        </SimpleGrid>
      </Section>
      <Section title={t('gateDashboard.recent')} testId="gate-recent">
        {dashboard.recent.length === 0 ? (
          <Text c="dimmed">{t('gateDashboard.noEntryYet')}</Text>
        ) : (
          <Box component="ul" {...list}>
            {dashboard.recent.map((line) => (
              <RecentLine key={line.id} line={line} timeZone={dashboard.timeZone} />
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('gateDashboard.dueToday', { n: dashboard.dueTotal })} testId="gate-due">
        {dashboard.dueToday.length === 0 ? (
          <Text c="dimmed">{t('gateDashboard.noneDue')}</Text>
        ) : (
          <>
            <Box component="ul" {...list}>
              {dashboard.dueToday.map((person) => (
                <DueLine key={`${person.kind}-${person.subjectId}`} person={person} timeZone={dashboard.timeZone} />
              ))}
            </Box>
            {dashboard.dueTotal > dashboard.dueToday.length && (
              <Text size="sm" c="dimmed">
                {t('gateDashboard.dueMore', { n: dashboard.dueTotal - dashboard.dueToday.length })}
              </Text>
            )}
          </>
        )}
      </Section>
    </Stack>
  );
}

/** The gate at a glance (the gate page's "Dashboard" tab), kept live by the edition's gate stream. */
export default function GateDashboard({ editionId }: { editionId: number }) {
  const { t } = useTranslation('gestion');
  const dashboard = useGateDashboard(editionId);
  useGateLive(editionId);
  if (dashboard.isError) return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <LoadingState />;
  const d = dashboard.data;
  const nothing = d.tiers.length === 0 && d.volunteers.expected === 0 && d.artists.expected === 0 && d.recent.length === 0;
  if (nothing) return <EmptyState title={t('gateDashboard.emptyTitle')} description={t('gateDashboard.emptyText')} />;
  return <DashboardView dashboard={d} />;
}

export { GateDashboard };
