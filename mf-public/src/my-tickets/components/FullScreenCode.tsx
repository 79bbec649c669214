import { useEffect } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../shared/QrCode';
import { useScreenAwake } from '../useScreenAwake';

/** One ticket's code alone on white, as large as the screen allows, the screen kept awake until closed (Escape or the button). */
export function FullScreenCode({ value, label, onClose }: { value: string; label: string; onClose: () => void }) {
  const { t } = useTranslation('public');
  useScreenAwake(true);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div role="dialog" aria-modal="true" aria-label={label} style={{ position: 'fixed', inset: 0, zIndex: 1000, background: '#fff', color: '#000', overflow: 'auto' }}>
      <Stack align="center" justify="center" gap="md" p="md" mih="100%">
        {/* The smaller of the screen's width and its height left by the button and the text. */}
        <div style={{ width: 'min(100%, calc(100dvh - 160px))', minWidth: 200 }}>
          <QrCode value={value} label={label} size={2000} fluid testId="ticket-qr-full" />
        </div>
        <Text ff="monospace" size="md" c="#000" style={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
          {value}
        </Text>
        <Button size="lg" variant="filled" color="dark" leftSection={<IconX size={20} />} onClick={onClose} autoFocus>
          {t('myTickets.close')}
        </Button>
      </Stack>
    </div>
  );
}
