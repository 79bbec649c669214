import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { whenRange } from '@festival/i18n/zoned';
import type { WorkshopClash } from '../workshopsApi';

/** After a save: the other workshops in the same place at the same time (saved anyway: a warning to the proposer). */
export function ClashWarnings({ title, clashes, timeZone, onClose }: { title: string; clashes: readonly WorkshopClash[]; timeZone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('workshops');
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('clashes.title', { title })} withCloseButton closeButtonLabel={t('clashes.close')} onClose={onClose} data-testid="workshop-clashes" role="alert">
      {t('clashes.text')}
      <List size="sm" mt={6}>
        {clashes.map((c) => (
          <List.Item key={c.workshopId}>{t('clashes.item', { title: c.title, location: c.location, when: whenRange(c.startDateTime, c.endDateTime, i18n.language, timeZone) })}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
