import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader, usePageMeta } from '@festival/ui';
import { AdminModeRequired } from '../shared/AdminModeRequired';
import { BackToDashboard } from '../shared/BackToDashboard';
import { SendForm } from './components/SendForm';
import { SentList } from './components/SentList';
import { adminNotificationsEntry } from './entry';

/** /admin/notifications: send to one user, to everyone (confirmed first) or to yourself; what was sent. */
export default function AdminNotificationsPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t(adminNotificationsEntry.title));
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <PageHeader above={<BackToDashboard />} title={t('notifications.title')} below={t('notifications.subtitle')} />
        <AdminModeRequired>
          <Stack gap="xl">
            <SendForm />
            <SentList />
          </Stack>
        </AdminModeRequired>
      </Stack>
    </Container>
  );
}
