import { Badge, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDayRange } from '@festival/ui/editions';

/** Online (public) or offline (team only). */
export function VisibilityBadge({ isOnline, size = 'sm' }: { isOnline: boolean; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('gestion');
  return (
    <Badge
      size={size}
      color={isOnline ? 'green' : 'gray'}
      variant="light"
      leftSection={isOnline ? <IconEye size={12} aria-hidden /> : <IconEyeOff size={12} aria-hidden />}
      title={isOnline ? t('editions.onlineHelp') : t('editions.offlineHelp')}
      style={{ flexShrink: 0 }}
    >
      {isOnline ? t('editions.online') : t('editions.offline')}
    </Badge>
  );
}

export function EditionDates({ startDate, endDate, size = 'sm' }: { startDate: string; endDate: string; size?: 'xs' | 'sm' | 'md' }) {
  const { i18n } = useTranslation('gestion');
  return (
    <Text size={size} c="dimmed" component="span">
      <time dateTime={startDate}>{formatDayRange(startDate, endDate, i18n.language)}</time>
    </Text>
  );
}
