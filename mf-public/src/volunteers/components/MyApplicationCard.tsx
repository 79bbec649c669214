import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal, errorMessageOf, hrefOf } from '@festival/ui';
import { myVolunteerApplicationsEntry } from '../../my-volunteer-applications/entry';
import { useWithdraw, type MyApplication } from '../volunteersApi';
import { applicationStatusColor } from '@festival/ui/volunteers';

/** The caller's application: its status, the organisers' note, and withdrawing it while pending (after a confirmation). */
export function MyApplicationCard({ editionId, application }: { editionId: number; application: MyApplication }) {
  const { t, i18n } = useTranslation('volunteers');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdraw(editionId);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3">
            {t('form.mine.title')}
          </Title>
          <Badge color={applicationStatusColor(application.status)} size="lg" variant="light" data-testid="application-status">
            {t(`common.status.${application.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('form.mine.sentOn', { date: new Date(application.addedAt).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' }) })}
        </Text>
        <Text>{t(`form.mine.explain.${application.status}`)}</Text>
        {application.acceptanceNote && (
          <Text style={{ whiteSpace: 'pre-line' }}>
            <strong>{t('form.mine.note')}</strong> {application.acceptanceNote}
          </Text>
        )}
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button component={Link} to={hrefOf(myVolunteerApplicationsEntry)} variant="light" leftSection={<IconListCheck size={16} />}>
            {t('form.mine.all')}
          </Button>
          {application.status === 'PENDING' && (
            <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
              {t('form.mine.withdraw')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('form.mine.withdrawTitle')}
        description={t('form.mine.withdrawText')}
        confirmLabel={t('form.mine.withdraw')}
        loading={withdraw.isPending}
        onConfirm={async () => {
          setError(null);
          try {
            await withdraw.mutateAsync();
            setConfirming(false);
          } catch (err) {
            setConfirming(false);
            setError(errorMessageOf(err, t('form.mine.withdrawFailed')));
          }
        }}
      />
    </Card>
  );
}
