import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefOf } from '@festival/ui';
import { dashboardEntry } from '../dashboard/entry';

/** The way back to the dashboard, above an admin page's title. */
export function BackToDashboard() {
  const { t } = useTranslation('admin');
  return (
    <Anchor component={Link} to={hrefOf(dashboardEntry)} size="sm">
      ← {t('dashboard.title')}
    </Anchor>
  );
}
