/** Small display pieces shared by the panel, the page and the live toasts. */
import { Badge, Box, Indicator, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavigateFunction } from 'react-router';
import type { StreamState } from './notificationCenter';
import { typeColor } from './notificationTypes';

export function TypeIcon({ type, size = 20 }: { type: string; size?: number }) {
  const Icon = type === 'SUCCESS' ? IconCircleCheck : type === 'WARNING' ? IconAlertTriangle : type === 'ERROR' ? IconAlertCircle : IconInfoCircle;
  return <Icon size={size} />;
}

export function TypeBadgeIcon({ type }: { type: string }) {
  const { t } = useTranslation('notifications');
  const known = ['INFO', 'SUCCESS', 'WARNING', 'ERROR'].includes(type) ? type : 'INFO';
  return (
    <ThemeIcon variant="light" color={typeColor(type)} radius="xl" size={34} aria-label={t(`types.${known}`)} role="img">
      <TypeIcon type={type} size={20} />
    </ThemeIcon>
  );
}

/** 'Temps réel' green pulsing / 'Connexion...' yellow / 'Hors ligne' red. */
export function LiveIndicator({ stream }: { stream: StreamState }) {
  const { t } = useTranslation('notifications');
  const [color, label] =
    stream === 'connected' ? ['green', t('live.connected')] : stream === 'connecting' ? ['yellow', t('live.connecting')] : ['red', t('live.offline')];
  return (
    <Badge
      variant="light"
      color={color}
      size="sm"
      role="status"
      aria-live="polite"
      title={t('live.label')}
      data-stream={stream}
      leftSection={
        <Indicator inline processing={stream === 'connected'} color={color} size={8} position="middle-center" zIndex={1}>
          <Box w={8} h={8} />
        </Indicator>
      }
    >
      {label}
    </Badge>
  );
}

/** Internal paths go through the router; https addresses open in a new tab. */
export function followActionUrl(url: string | null | undefined, navigate: NavigateFunction): void {
  if (!url) return;
  if (url.startsWith('/') && !url.startsWith('//')) {
    navigate(url);
    return;
  }
  if (/^https:\/\//i.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", in the interface language. */
export function relativeTime(iso: string, lng: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(lng, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  // Under a minute: "now".
  return rtf.format(0, 'second');
}
