import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellRinging, IconChevronRight, IconMessage, IconMessageExclamation, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '@festival/api-client';
import { formatNumber } from '@festival/i18n';
import { DataLoader, useAuth, usePageMeta } from '@festival/ui';
import { AdminModeRequired } from '../common/AdminModeRequired';

function StatCard({ label, value, icon, color, to, linkLabel }: { label: string; value: string; icon: React.ReactNode; color: string; to?: string; linkLabel?: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {value}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
      {to && (
        <Anchor component={Link} to={to} size="sm" mt="sm">
          {linkLabel}
        </Anchor>
      )}
    </Card>
  );
}

/** A dashboard entry leading to one admin page. */
function ToolLink({ to, title, description, icon, color }: { to: string; title: string; description: string; icon: React.ReactNode; color: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component={Link} to={to} style={{ color: 'inherit', textDecoration: 'none' }}>
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </Card>
  );
}

export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const { adminModeActive } = useAuth();
  usePageMeta(t('dashboard.title'));
  const stats = useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: async () => (await api.GET('/api/admin/stats', { params: { header: { 'X-Admin-Mode': 'true' } } })).data!,
    enabled: adminModeActive,
  });
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('dashboard.title')}</Title>
          <Text c="dimmed">{t('dashboard.subtitle')}</Text>
        </div>
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
                    to="/admin/feedback"
                    linkLabel={t('dashboard.viewFeedback')}
                  />
                  <StatCard
                    label={t('dashboard.feedbackUnresolved')}
                    value={n(data.feedback.unresolved)}
                    icon={<IconMessageExclamation size={24} />}
                    color="orange"
                    to="/admin/feedback?status=unresolved"
                    linkLabel={t('dashboard.viewUnresolved')}
                  />
                </SimpleGrid>
              )}
            </DataLoader>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ToolLink
                to="/admin/notifications"
                title={t('dashboard.notifications')}
                description={t('dashboard.notificationsText')}
                icon={<IconBellRinging size={24} />}
                color="grape"
              />
            </SimpleGrid>
          </Stack>
        </AdminModeRequired>
      </Stack>
    </Container>
  );
}
