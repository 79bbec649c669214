import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, errorMessageOf } from '@festival/ui';
import { useCalendarFeed, useRenewCalendarFeed } from '../programmeApi';
import { webcalUrl } from '../programmeRules';

/** Copies a text, saying it for a moment (the clipboard API: nothing to load). */
function CopyAddress({ value, label, copiedLabel }: { value: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      aria-label={copied ? copiedLabel : label}
      onClick={() =>
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        })
      }
    >
      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
    </Button>
  );
}

/**
 * "Subscribe in my calendar": the address of the signed-in user's feed of starred shows (every
 * edition), asked for (and made) when they open it; copy it, subscribe, or renew it (the old address stops working).
 */
export function CalendarFeed() {
  const { t } = useTranslation('artists');
  const [open, setOpen] = useState(false);
  const [confirmRenew, setConfirmRenew] = useState(false);
  const feed = useCalendarFeed(open);
  const renew = useRenewCalendarFeed();

  if (!open) {
    return (
      <Button variant="light" leftSection={<IconCalendarPlus size={16} />} w="fit-content" onClick={() => setOpen(true)}>
        {t('programme.calendar.open')}
      </Button>
    );
  }
  const url = feed.data?.calendarUrl;
  return (
    <Stack gap="xs" data-testid="programme-calendar">
      <Text fw={600}>{t('programme.calendar.title')}</Text>
      <Text size="sm">{t('programme.calendar.text')}</Text>
      {feed.isError && (
        <Alert color="red" role="alert">
          {errorMessageOf(feed.error, t('programme.calendar.failed'))}
        </Alert>
      )}
      {url && (
        <>
          <Group gap="xs">
            <Button component="a" href={webcalUrl(url)} variant="light" size="xs" leftSection={<IconCalendarPlus size={14} />}>
              {t('programme.calendar.subscribe')}
            </Button>
            <Button size="xs" variant="subtle" color="red" leftSection={<IconRefresh size={14} />} onClick={() => setConfirmRenew(true)}>
              {t('programme.calendar.renew')}
            </Button>
          </Group>
          <TextInput
            readOnly
            value={url}
            aria-label={t('programme.calendar.address')}
            data-testid="programme-calendar-url"
            onFocus={(e) => e.currentTarget.select()}
            rightSection={<CopyAddress value={url} label={t('programme.calendar.copy')} copiedLabel={t('programme.calendar.copied')} />}
            rightSectionWidth={44}
          />
        </>
      )}
      <ConfirmModal
        opened={confirmRenew}
        onClose={() => setConfirmRenew(false)}
        title={t('programme.calendar.renewTitle')}
        description={t('programme.calendar.renewText')}
        confirmLabel={t('programme.calendar.renew')}
        loading={renew.isPending}
        onConfirm={() =>
          renew.mutateAsync().then(
            () => {
              setConfirmRenew(false);
              notifications.show({ color: 'green', message: t('programme.calendar.renewed') });
            },
            (err: unknown) => {
              setConfirmRenew(false);
              notifications.show({ color: 'red', message: errorMessageOf(err, t('programme.calendar.failed')) });
            },
          )
        }
      />
    </Stack>
  );
}
