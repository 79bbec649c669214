import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, errorMessageOf } from '@festival/ui';
import { useEditionCalendarFeed, useRenewEditionCalendarFeed } from '../workshopsApi';
import { webcalUrl } from '../workshopsRules';

/**
 * "My calendar of this edition": the address of the signed-in user's feed of the edition (favourite
 * workshops and shows, volunteer slots), asked for (and made) when they open it; copy it, subscribe,
 * or renew it (the old address stops working, after a confirmation).
 */
export function CalendarFeed({ editionId }: { editionId: number }) {
  const { t } = useTranslation('workshops');
  const [open, setOpen] = useState(false);
  const [confirmRenew, setConfirmRenew] = useState(false);
  const [copied, setCopied] = useState(false);
  const feed = useEditionCalendarFeed(editionId, open);
  const renew = useRenewEditionCalendarFeed(editionId);
  const url = feed.data?.calendarUrl;
  return (
    <Stack gap="xs" data-testid="workshops-calendar">
      <Text fw={600}>{t('calendar.title')}</Text>
      <Text size="sm">{t('calendar.text')}</Text>
      {!open && (
        <Button
          variant="light"
          leftSection={<IconCalendarPlus size={16} />}
          w="fit-content"
          maw="100%"
          h="auto"
          styles={{ inner: { minHeight: 'calc(var(--button-height) - 2px)', paddingBlock: 4 }, label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.3 } }}
          onClick={() => setOpen(true)}
        >
          {t('calendar.open')}
        </Button>
      )}
      {feed.isError && (
        <Alert color="red" role="alert">
          {errorMessageOf(feed.error, t('calendar.failed'))}
        </Alert>
      )}
      {url && (
        <>
          <TextInput readOnly value={url} aria-label={t('calendar.address')} data-testid="workshops-calendar-url" onFocus={(e) => e.currentTarget.select()} />
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={() =>
                void navigator.clipboard?.writeText(url).then(() => {
                  setCopied(true);
                  setTimeout(() => setCopied(false), 2000);
                })
              }
            >
              {copied ? t('calendar.copied') : t('calendar.copy')}
            </Button>
            <Button component="a" href={webcalUrl(url)} variant="light" size="xs" leftSection={<IconCalendarPlus size={14} />}>
              {t('calendar.subscribe')}
            </Button>
            <Button size="xs" variant="subtle" color="red" leftSection={<IconRefresh size={14} />} onClick={() => setConfirmRenew(true)}>
              {t('calendar.renew')}
            </Button>
          </Group>
        </>
      )}
      <ConfirmModal
        opened={confirmRenew}
        onClose={() => setConfirmRenew(false)}
        title={t('calendar.renewTitle')}
        description={t('calendar.renewText')}
        confirmLabel={t('calendar.renew')}
        loading={renew.isPending}
        onConfirm={() =>
          renew.mutateAsync().then(
            () => {
              setConfirmRenew(false);
              notifications.show({ color: 'green', message: t('calendar.renewed') });
            },
            (err: unknown) => {
              setConfirmRenew(false);
              notifications.show({ color: 'red', message: errorMessageOf(err, t('calendar.failed')) });
            },
          )
        }
      />
    </Stack>
  );
}
