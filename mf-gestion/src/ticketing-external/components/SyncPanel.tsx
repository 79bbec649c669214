import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Progress } from '@festival/ui/later';
import { IconAlertCircle, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@festival/api-client';
import { formatNumber } from '@festival/i18n';
import { ConfirmModal, errorMessageOf } from '@festival/ui';
import { useCancelSync, useStartSync, useSyncRun, type ExternalTicketing, type SyncRun } from '../ticketingExternalApi';
import { durationOf, formatDuration, isLive, ordersDone } from '../ticketingExternalRules';
import { syncErrorText } from './syncTexts';

export const RUN_COLORS = { QUEUED: 'gray', RUNNING: 'blue', SUCCEEDED: 'green', FAILED: 'red', CANCELLED: 'orange' } as const;
const SUMMARY = ['created', 'updated', 'cancelled', 'unchanged', 'skipped'] as const;

/** A run under way: pages and tickets read so far; once over, what it changed. */
export function RunProgress({ run }: { run: SyncRun }) {
  const { t, i18n } = useTranslation('ticketing');
  const n = (value: number) => formatNumber(value, i18n.language);
  const duration = durationOf(run);
  return (
    <Stack gap="sm" data-testid="sync-progress">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Badge variant="light" color={RUN_COLORS[run.status]}>
          {t(`sync.status.${run.status}`)}
        </Badge>
        {duration !== null && (
          <Text size="sm" c="dimmed">
            {t('sync.duration', { duration: formatDuration(duration, i18n.language) })}
          </Text>
        )}
      </Group>
      {isLive(run) && (
        <>
          <Progress value={100} striped animated aria-label={t(`sync.status.${run.status}`)} />
          <Text size="sm" role="status" aria-live="polite">
            {run.status === 'QUEUED' ? t('sync.progress.queued') : t('sync.progress.running', { pages: n(run.pagesDone), items: n(run.itemsDone), orders: n(ordersDone(run)) })}
          </Text>
        </>
      )}
      {!isLive(run) && (
        <>
          {run.error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {syncErrorText(t, run.error)}
            </Alert>
          )}
          <Text size="sm" role="status">
            {t('sync.progress.done', { pages: n(run.pagesDone), items: n(run.itemsDone) })}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs" data-testid="sync-summary">
            {SUMMARY.map((key) => (
              <Card key={key} withBorder padding="xs" radius="sm">
                <Text size="xl" fw={700} ta="center">
                  {n(run[key])}
                </Text>
                <Text size="xs" c="dimmed" ta="center">
                  {t(`sync.summary.${key}`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** "Cancel sync" of the run under way, after a confirmation: it stops after the page it is writing, and the edition may sync again at once. */
function CancelSync({ editionId }: { editionId: number }) {
  const { t } = useTranslation('ticketing');
  const cancel = useCancelSync(editionId);
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      notifications.show({ color: 'green', message: t('sync.cancel.done') });
    } catch (err) {
      // Over meanwhile (409): the run's own answer says how it ended.
      if (!(err instanceof ApiError && err.status === 409)) notifications.show({ color: 'red', message: errorMessageOf(err, t('sync.cancel.failed')) });
    }
    setAsking(false);
  };
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconPlayerStop size={16} />} onClick={() => setAsking(true)}>
        {t('sync.cancel.button')}
      </Button>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        loading={cancel.isPending}
        title={t('sync.cancel.title')}
        description={t('sync.cancel.text')}
        confirmLabel={t('sync.cancel.confirm')}
        cancelLabel={t('sync.cancel.keep')}
      />
    </>
  );
}

/** "Sync now" and the live progress of the run under way (asked every second), which may be cancelled, then its summary. */
export function SyncPanel({ editionId, connection }: { editionId: number; connection: ExternalTicketing }) {
  const { t } = useTranslation('ticketing');
  const start = useStartSync(editionId);
  const [runId, setRunId] = useState<number | null>(connection.activeRun?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const activeId = connection.activeRun?.id;
  // A run started elsewhere (the schedule, a webhook, another organiser) is followed too.
  useEffect(() => {
    if (activeId) setRunId(activeId);
  }, [activeId]);
  const run = useSyncRun(editionId, runId);
  const live = run.data ? isLive(run.data) : false;
  const syncNow = () => {
    setError(null);
    start.mutateAsync().then(
      (queued) => setRunId(queued.id),
      (err: unknown) => {
        const running = err instanceof ApiError ? (err.body as { run?: SyncRun | null }).run : null;
        if (running) setRunId(running.id);
        else setError(errorMessageOf(err, t('sync.failed')));
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ticketing-sync">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
            <Title order={2} size="h4" id="ticketing-sync">
              {t('sync.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sync.help')}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {live && <CancelSync editionId={editionId} />}
            <Button leftSection={<IconRefresh size={16} />} onClick={syncNow} loading={start.isPending || live} disabled={live}>
              {t('sync.now')}
            </Button>
          </Group>
        </Group>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        {run.data && <RunProgress run={run.data} />}
      </Stack>
    </Card>
  );
}
