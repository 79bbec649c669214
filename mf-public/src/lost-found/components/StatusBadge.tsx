import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LostFoundStatus } from '../lostFoundApi';

/** LOST waits for its owner; RETURNED was handed back. */
export function StatusBadge({ status }: { status: LostFoundStatus }) {
  const { t } = useTranslation('community');
  return (
    <Badge color={status === 'RETURNED' ? 'green' : 'orange'} variant="light">
      {t(`lostFound.status.${status}`)}
    </Badge>
  );
}
