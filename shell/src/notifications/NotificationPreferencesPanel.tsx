import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Switch, Table } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconBellRinging, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataLoader, errorMessageOf, useAuth } from '@festival/ui';
import { usePushActions, usePushStatus } from '../pwa/usePush';
import { fetchPreferences, savePreferences, type ChannelPreferences } from './notificationsApi';
import { categoryOf } from './notificationTypes';
import { notificationKeys } from './useNotificationActions';

type Channel = keyof ChannelPreferences;
const CHANNELS: Channel[] = ['inApp', 'push', 'email'];
type PreferencesAnswer = Awaited<ReturnType<typeof fetchPreferences>>;

/** Push on this device. */
function PushSettings() {
  const { t } = useTranslation('notifications');
  const status = usePushStatus();
  const push = usePushActions();
  const toggle = useMutation({ mutationFn: (on: boolean) => (on ? push.enable() : push.disable()) });
  const data = status.data;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconBellRinging size={22} aria-hidden />
          <Title order={2} size="h4">
            {t('settings.pushTitle')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('settings.pushText')}
        </Text>
        {status.isPending ? (
          <Loader size="sm" aria-label={t('settings.pushChecking')} />
        ) : !data?.supported ? (
          <Alert color="orange" icon={<IconInfoCircle size={18} />} title={t('push.errors.unsupportedTitle')}>
            {t('push.errors.unsupportedText')}
          </Alert>
        ) : (
          <>
            {data.permission === 'denied' && (
              <Alert color="red" icon={<IconInfoCircle size={18} />} title={t('push.errors.deniedTitle')}>
                {t('push.errors.deniedText')}
              </Alert>
            )}
            <Switch
              size="md"
              label={t('settings.pushSwitch')}
              description={data.subscribed ? t('settings.pushOn') : t('settings.pushOff')}
              checked={data.subscribed}
              disabled={toggle.isPending || data.permission === 'denied'}
              onChange={(e) => toggle.mutate(e.currentTarget.checked)}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The user's per-category channels (in-app / push / e-mail) and the push switch of this device. */
export function NotificationPreferencesPanel() {
  const { t } = useTranslation('notifications');
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences(userId);
  const prefs = useQuery({ queryKey: key, queryFn: fetchPreferences, enabled: userId !== null });
  const save = useMutation({
    mutationFn: ({ category, channel, value }: { category: string; channel: Channel; value: boolean }) =>
      savePreferences({ [category]: { [channel]: value } }),
    onMutate: async ({ category, channel, value }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PreferencesAnswer>(key);
      if (previous) {
        const cat = categoryOf(category);
        queryClient.setQueryData<PreferencesAnswer>(key, {
          ...previous,
          preferences: { ...previous.preferences, [cat]: { ...previous.preferences[cat], [channel]: value } },
        });
      }
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifications.show({ color: 'red', title: t('toasts.preferencesFailed'), message: errorMessageOf(err, t('toasts.tryAgain')) });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      notifications.show({ id: 'notification-preferences-saved', color: 'green', message: t('toasts.preferencesSaved') });
    },
  });

  return (
    <Stack gap="lg">
      <PushSettings />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.channelsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.channelsText')}
          </Text>
          <DataLoader query={prefs}>
            {(data) => (
              <Table.ScrollContainer minWidth={420}>
                <Table striped highlightOnHover verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('settings.category')}</Table.Th>
                      {CHANNELS.map((c) => (
                        <Table.Th key={c} ta="center">
                          {t(`settings.channels.${c}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.categories.map((category) => {
                      const cat = categoryOf(category);
                      return (
                        <Table.Tr key={category}>
                          <Table.Td>{t(`categories.${cat}`)}</Table.Td>
                          {CHANNELS.map((channel) => (
                            <Table.Td key={channel}>
                              <Group justify="center">
                                <Switch
                                  aria-label={t('settings.switchLabel', { category: t(`categories.${cat}`), channel: t(`settings.channels.${channel}`) })}
                                  checked={data.preferences[cat]?.[channel] ?? true}
                                  onChange={(e) => save.mutate({ category, channel, value: e.currentTarget.checked })}
                                />
                              </Group>
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </DataLoader>
          <Text size="xs" c="dimmed">
            {t('settings.emailNote')}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
