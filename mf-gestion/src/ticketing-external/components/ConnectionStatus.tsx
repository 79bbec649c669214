import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { CopyButton, Tooltip } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconCopy, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@festival/i18n';
import { ConfirmModal, errorMessageOf } from '@festival/ui';
import { useDisconnect, type ExternalTicketing } from '../ticketingExternalApi';
import { syncErrorText } from './syncTexts';

const STATUS_COLORS = { ACTIVE: 'green', INACTIVE: 'gray', ERROR: 'red' } as const;

/** The address HelloAsso posts its notifications to, ready to copy. */
function WebhookAddress({ url }: { url: string }) {
  const { t } = useTranslation('ticketing');
  return (
    <Stack gap={4}>
      <TextInput
        label={t('external.status.webhook')}
        description={t('external.status.webhookHelp')}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        rightSection={
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('external.status.copied') : t('external.status.copy')} withArrow>
                <Button variant="subtle" size="compact-sm" px={6} onClick={copy} aria-label={t('external.status.copy')} color={copied ? 'green' : 'gray'}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </Button>
              </Tooltip>
            )}
          </CopyButton>
        }
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } }}
      />
    </Stack>
  );
}

/** Where the tickets come from, the connection's status with its last error and last sync, the webhook address, disconnecting. */
export function ConnectionStatus({ editionId, connection }: { editionId: number; connection: ExternalTicketing }) {
  const { t, i18n } = useTranslation('ticketing');
  const disconnect = useDisconnect(editionId);
  const [asking, setAsking] = useState(false);
  const { provider, status } = connection;
  if (!provider || !status) return null;
  const helloAsso = provider === 'HELLOASSO';
  const confirm = async () => {
    try {
      await disconnect.mutateAsync();
      setAsking(false);
      notifications.show({ color: 'green', message: t('external.disconnect.done') });
    } catch (err) {
      notifications.show({ color: 'red', message: errorMessageOf(err, t('external.disconnect.failed')) });
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ticketing-connection-status">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id="ticketing-connection-status">
              {t('external.status.title')}
            </Title>
            <Text size="sm">{t('external.status.provider', { provider: t(`external.providers.${provider}`) })}</Text>
          </Stack>
          <Badge size="lg" variant="light" color={STATUS_COLORS[status]} data-testid="connection-status">
            {t(`external.status.${status}`)}
          </Badge>
        </Group>
        {status === 'ERROR' && connection.lastError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('external.status.lastError')}>
            {syncErrorText(t, connection.lastError)}
          </Alert>
        )}
        {status === 'INACTIVE' && <Text size="sm" c="dimmed">{t('external.status.inactiveText')}</Text>}
        {helloAsso && (
          <Text size="sm" c="dimmed">
            {connection.lastSyncAt ? t('external.status.lastSync', { date: formatDateTime(connection.lastSyncAt, i18n.language) }) : t('external.status.neverSynced')}
          </Text>
        )}
        {!helloAsso && status !== 'INACTIVE' && <Text size="sm" c="dimmed">{t('external.status.manualText')}</Text>}
        {connection.webhookUrl && <WebhookAddress url={connection.webhookUrl} />}
        {status !== 'INACTIVE' && (
          <Group justify="flex-end">
            <Button variant="light" color="red" leftSection={<IconPlugConnectedX size={16} />} onClick={() => setAsking(true)}>
              {t('external.disconnect.button')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        loading={disconnect.isPending}
        title={t('external.disconnect.title')}
        description={t(helloAsso ? 'external.disconnect.textHelloAsso' : 'external.disconnect.text')}
        confirmLabel={t('external.disconnect.confirm')}
      />
    </Card>
  );
}
