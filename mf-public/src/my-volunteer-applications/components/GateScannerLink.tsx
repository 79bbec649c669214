import { Button } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref } from '@festival/ui';
import { useMayScanAtGate } from '../myVolunteeringApi';

/** The way to the gate scanner for an accepted volunteer whose edition lets them scan now (an access-control team's slot, its leader, a manager). */
export function GateScannerLink({ editionId }: { editionId: number }) {
  const { t } = useTranslation('volunteers');
  const mayScan = useMayScanAtGate(editionId, true);
  const to = sectionHref('gestion/ticketing-access-control', { id: editionId });
  if (mayScan.data !== true || !to) return null;
  return (
    <Button component={Link} to={to} size="md" color="green" leftSection={<IconScan size={18} />}>
      {t('mySpace.gateScanner')}
    </Button>
  );
}
