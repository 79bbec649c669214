import { useState } from 'react';
import { Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { Modal } from '@festival/ui/later';
import { IconAlertOctagon, IconBellRinging, IconCar, IconClock, IconHeartHandshake, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Push promo (spec 2): title, description, four benefits, a privacy note, Not now and Enable.
 * It cannot be dismissed by an outside click, has no close button (nor Escape).
 */
export default function PushPromoModal({ opened, onNotNow, onEnable }: { opened: boolean; onNotNow: () => void; onEnable: () => Promise<unknown> }) {
  const { t } = useTranslation('notifications');
  const [busy, setBusy] = useState(false);
  const benefits = [
    { key: 'carpool', icon: IconCar, color: 'teal' },
    { key: 'volunteer', icon: IconHeartHandshake, color: 'grape' },
    { key: 'reminders', icon: IconClock, color: 'blue' },
    { key: 'important', icon: IconAlertOctagon, color: 'orange' },
  ] as const;
  return (
    <Modal
      opened={opened}
      onClose={onNotNow}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="md"
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <IconBellRinging size={22} />
          </ThemeIcon>
          <Text fw={700} fz="lg" span>
            {t('promo.title')}
          </Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text size="sm">{t('promo.description')}</Text>
        <List spacing="sm" center>
          {benefits.map(({ key, icon: Icon, color }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon size={28} radius="xl" variant="light" color={color}>
                  <Icon size={16} />
                </ThemeIcon>
              }
            >
              <Text size="sm">{t(`promo.benefits.${key}`)}</Text>
            </List.Item>
          ))}
        </List>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconLock size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('promo.privacy')}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onNotNow} disabled={busy}>
            {t('promo.notNow')}
          </Button>
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onEnable();
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('promo.enable')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
