import { Badge, Container, Group, Pagination, Stack, Text } from '@mantine/core';
import { Accordion, SegmentedControl } from '@festival/ui/later';
import { IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@festival/i18n';
import { DataLoader, EmptyState, PageHeader, usePageMeta } from '@festival/ui';
import { AdminModeRequired } from '../shared/AdminModeRequired';
import { BackToDashboard } from '../shared/BackToDashboard';
import { FeedbackDetails } from './components/FeedbackDetails';
import { feedbackEntry } from './entry';
import { useFeedbackList, type Feedback } from './feedbackApi';
import { FEEDBACK_PAGE_SIZE, pageCount, parseFilter, parsePage, type FeedbackFilter } from './feedbackRules';

const TYPE_COLORS: Record<Feedback['type'], string> = { BUG: 'red', SUGGESTION: 'blue', GENERAL: 'gray', COMPLAINT: 'orange' };

export default function FeedbackAdminPage() {
  const { t, i18n } = useTranslation('admin');
  usePageMeta(t(feedbackEntry.title));
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const page = parsePage(params.get('page'));
  const query = useFeedbackList(filter, page);
  const setFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('status');
    else next.set('status', value);
    next.delete('page');
    setParams(next);
  };
  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    if (value <= 1) next.delete('page');
    else next.set('page', String(value));
    setParams(next);
  };
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <PageHeader
          above={<BackToDashboard />}
          title={t('feedback.title')}
          below={
            query.data && (
              <Text c="dimmed" size="sm">
                {t('feedback.count', { count: query.data.total })}
              </Text>
            )
          }
          actions={
            <SegmentedControl
              value={filter}
              onChange={setFilter}
              aria-label={t('feedback.filter')}
              data={(['all', 'unresolved', 'resolved'] as FeedbackFilter[]).map((value) => ({ value, label: t(`feedback.filters.${value}`) }))}
            />
          }
        />
        <AdminModeRequired>
          <DataLoader
            query={query}
            isEmpty={(data) => data.items.length === 0}
            empty={<EmptyState icon={<IconMessageOff size={28} />} title={t('feedback.emptyTitle')} description={t('feedback.emptyText')} />}
          >
            {(data) => (
              <Stack>
                <Accordion variant="separated" multiple chevronPosition="left">
                  {data.items.map((item) => (
                    <Accordion.Item key={item.id} value={String(item.id)}>
                      <Accordion.Control>
                        <Group justify="space-between" wrap="nowrap" gap="sm">
                          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                            <Badge color={TYPE_COLORS[item.type]} variant="light">
                              {t(`feedback:types.${item.type}`)}
                            </Badge>
                            <Text fw={500} truncate>
                              {item.subject}
                            </Text>
                          </Group>
                          <Group gap="xs" wrap="nowrap">
                            <Text size="xs" c="dimmed" visibleFrom="sm">
                              {formatDateTime(item.createdAt, i18n.language)}
                            </Text>
                            <Badge color={item.resolved ? 'green' : 'yellow'} variant="dot">
                              {item.resolved ? t('feedback.resolved') : t('feedback.unresolved')}
                            </Badge>
                          </Group>
                        </Group>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <FeedbackDetails item={item} />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
                {data.total > FEEDBACK_PAGE_SIZE && (
                  <Group justify="center">
                    <Pagination total={pageCount(data.total)} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': t(`feedback.pagination.${control}`) })} />
                  </Group>
                )}
              </Stack>
            )}
          </DataLoader>
        </AdminModeRequired>
      </Stack>
    </Container>
  );
}
