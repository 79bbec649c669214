import { Button, Group } from '@mantine/core';
import { IconScan, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref } from '@festival/ui';
import { useMayScan } from '../myVolunteeringApi';

/** The scanners a volunteer may hold, each behind the right the edition gives now. */
const SCANNERS = [
  { right: 'scanAtGate', section: 'gestion/ticketing-access-control', label: 'mySpace.gateScanner', Icon: IconScan },
  { right: 'validateMeals', section: 'gestion/meals-validate', label: 'mySpace.canteenScanner', Icon: IconToolsKitchen2 },
] as const;

/**
 * The ways to the scanners for an accepted volunteer whose edition lets them scan now: the gate's
 * (an access-control team's slot, its leader, a manager), the canteen's (the same for meal validation).
 */
export function ScannerLinks({ editionId }: { editionId: number }) {
  const { t } = useTranslation('volunteers');
  const may = useMayScan(editionId, true);
  const links = SCANNERS.flatMap((s) => {
    const to = sectionHref(s.section, { id: editionId });
    return may.data?.[s.right] === true && to ? [{ ...s, to }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Group gap="xs">
      {links.map(({ section, to, label, Icon }) => (
        <Button key={section} component={Link} to={to} size="md" color="green" leftSection={<Icon size={18} />}>
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}
