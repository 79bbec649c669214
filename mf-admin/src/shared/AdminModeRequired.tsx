import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setAdminMode, useAuth } from '@festival/ui';

/** Admin data is only served in admin mode; offer to switch it on instead of failing with 403. */
export function AdminModeRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['admin', 'notifications']);
  const { adminModeActive } = useAuth();
  if (adminModeActive) return <>{children}</>;
  return (
    <Alert color="yellow" icon={<IconShieldLock size={20} />} title={t('adminMode.requiredTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('adminMode.requiredText')}</Text>
        <Button color="yellow" onClick={() => setAdminMode(true, t)}>
          {t('adminMode.enable')}
        </Button>
      </Stack>
    </Alert>
  );
}
