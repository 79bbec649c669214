import { Button } from '@mantine/core';
import { Menu } from '@festival/ui/later';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PrintBy } from '../usePlanningBoard';

/** The planning as CSV (by team, by person) or printed. */
export function PlanningExportMenu({ downloading, onDownload, onPrint }: { downloading: boolean; onDownload: (by: PrintBy) => void; onPrint: (by: PrintBy) => void }) {
  const { t } = useTranslation('volunteers');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading}>
          {t('planning.export.open')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => onDownload('team')}>
          {t('planning.export.csvByTeam')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => onDownload('person')}>
          {t('planning.export.csvByPerson')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPrinter size={14} />} onClick={() => onPrint('team')}>
          {t('planning.export.printByTeam')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPrinter size={14} />} onClick={() => onPrint('person')}>
          {t('planning.export.printByPerson')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
