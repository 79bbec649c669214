import { useState } from 'react';
import { Badge, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { Table } from '@festival/ui/later';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@festival/i18n';
import { EmptyCard, ErrorState, LoadingState } from '@festival/ui';
import { useSyncRuns, type SyncRun } from '../ticketingExternalApi';
import { durationOf, formatDuration, RUNS_PAGE_SIZE } from '../ticketingExternalRules';
import { RUN_COLORS } from './SyncPanel';
import { syncErrorText } from './syncTexts';

function Outcome({ run }: { run: SyncRun }) {
  const { t, i18n } = useTranslation('ticketing');
  const n = (v: number) => formatNumber(v, i18n.language);
  if (run.error) return <Text size="sm">{syncErrorText(t, run.error)}</Text>;
  if (run.status !== 'SUCCEEDED') return <Text size="sm">{t('sync.progress.running', { pages: n(run.pagesDone), items: n(run.itemsDone), orders: n(run.created + run.updated + run.cancelled + run.unchanged + run.skipped) })}</Text>;
  return <Text size="sm">{t('sync.history.counts', { created: n(run.created), updated: n(run.updated), cancelled: n(run.cancelled), unchanged: n(run.unchanged), skipped: n(run.skipped) })}</Text>;
}

/** The past runs, newest first, a page at a time: when, why, outcome, what changed, how long. */
export function SyncHistory({ editionId }: { editionId: number }) {
  const { t, i18n } = useTranslation('ticketing');
  const [page, setPage] = useState(1);
  const runs = useSyncRuns(editionId, page);
  return (
    <Stack gap="sm" component="section" aria-labelledby="ticketing-sync-history">
      <Title order={2} size="h4" id="ticketing-sync-history">
        {t('sync.history.title')}
      </Title>
      {runs.isPending ? (
        <LoadingState />
      ) : runs.isError ? (
        <ErrorState error={runs.error} onRetry={() => void runs.refetch()} />
      ) : runs.data.items.length === 0 ? (
        <EmptyCard icon={<IconHistory size={28} />} title={t('sync.history.emptyTitle')} description={t('sync.history.emptyText')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" data-testid="sync-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sync.history.when')}</Table.Th>
                  <Table.Th>{t('sync.history.trigger')}</Table.Th>
                  <Table.Th>{t('sync.history.status')}</Table.Th>
                  <Table.Th>{t('sync.history.outcome')}</Table.Th>
                  <Table.Th>{t('sync.history.duration')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.data.items.map((run) => {
                  const duration = durationOf(run);
                  return (
                    <Table.Tr key={run.id}>
                      <Table.Td>
                        <Text size="sm">{formatDateTime(run.startedAt ?? run.queuedAt, i18n.language)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{run.requestedBy ? t('sync.trigger.MANUAL_BY', { pseudo: run.requestedBy.pseudo }) : t(`sync.trigger.${run.trigger}`)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={RUN_COLORS[run.status]}>
                          {t(`sync.status.${run.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Outcome run={run} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{duration === null ? '—' : formatDuration(duration, i18n.language)}</Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {runs.data.total > RUNS_PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={Math.ceil(runs.data.total / RUNS_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`sync.history.pagination.${control}`) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
