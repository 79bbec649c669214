import { Container, SimpleGrid, Stack } from '@mantine/core';
import { IconMessage, IconMessageExclamation, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@festival/i18n';
import { DataLoader, hrefOf, PageHeader, usePageMeta } from '@festival/ui';
import { feedbackEntry } from '../feedback/entry';
import { AdminModeRequired } from '../shared/AdminModeRequired';
import { StatCard } from './components/StatCard';
import { ToolCards } from './components/ToolCards';
import { useAdminStats } from './dashboardApi';
import { dashboardEntry } from './entry';

export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation('admin');
  usePageMeta(t(dashboardEntry.title));
  const stats = useAdminStats();
  const n = (v: number) => formatNumber(v, i18n.language);
  const feedback = hrefOf(feedbackEntry);
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <PageHeader title={t('dashboard.title')} below={t('dashboard.subtitle')} />
        <AdminModeRequired>
          <Stack gap="lg">
            <DataLoader query={stats}>
              {(data) => (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <StatCard label={t('dashboard.users')} value={n(data.users)} icon={<IconUsers size={24} />} color="blue" />
                  <StatCard
                    label={t('dashboard.feedbackTotal')}
                    value={n(data.feedback.total)}
                    icon={<IconMessage size={24} />}
                    color="violet"
                    to={feedback}
                    linkLabel={t('dashboard.viewFeedback')}
                  />
                  <StatCard
                    label={t('dashboard.feedbackUnresolved')}
                    value={n(data.feedback.unresolved)}
                    icon={<IconMessageExclamation size={24} />}
                    color="orange"
                    to={`${feedback}?status=unresolved`}
                    linkLabel={t('dashboard.viewUnresolved')}
                  />
                </SimpleGrid>
              )}
            </DataLoader>
            <ToolCards />
          </Stack>
        </AdminModeRequired>
      </Stack>
    </Container>
  );
}
