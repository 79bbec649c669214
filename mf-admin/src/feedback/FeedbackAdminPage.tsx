import { useEffect, useState } from 'react';
import {
  Accordion,
  Anchor,
  Badge,
  Button,
  Code,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMessageOff, IconRotate } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api, type Schemas } from '@festival/api-client';
import { formatDateTime } from '@festival/i18n';
import { DataLoader, EmptyState, errorMessageOf, useAuth, usePageMeta } from '@festival/ui';
import { AdminModeRequired } from '../common/AdminModeRequired';
import { FEEDBACK_PAGE_SIZE, offsetOf, pageCount, parseFilter, parsePage, resolvedParam, type FeedbackFilter } from './feedbackFilters';

type Feedback = Schemas['FeedbackDto'];

const TYPE_COLORS: Record<Feedback['type'], string> = { BUG: 'red', SUGGESTION: 'blue', GENERAL: 'gray', COMPLAINT: 'orange' };
const ADMIN_HEADER = { 'X-Admin-Mode': 'true' };

function useUpdateFeedback() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: Schemas['UpdateFeedbackDto'] }) =>
      (await api.PATCH('/api/admin/feedback/{id}', { params: { path: { id }, header: ADMIN_HEADER } as never, body })).data!,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('feedback.updateFailed')) }),
  });
}

function FeedbackDetails({ item }: { item: Feedback }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateFeedback();
  const [notes, setNotes] = useState(item.adminNotes ?? '');
  useEffect(() => setNotes(item.adminNotes ?? ''), [item.adminNotes]);
  const from = item.user
    ? `${item.user.pseudo} <${item.user.email}>`
    : [item.name, item.email ? `<${item.email}>` : null].filter(Boolean).join(' ') || t('feedback.anonymous');
  return (
    <Stack gap="sm">
      <Text style={{ whiteSpace: 'pre-wrap' }}>{item.message}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm">
          <Text span fw={600}>
            {t('feedback.from')}:{' '}
          </Text>
          {from}
          {item.user && (
            <Badge ml={6} size="xs" variant="light">
              {t('feedback.registeredUser')}
            </Badge>
          )}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('feedback.date')}:{' '}
          </Text>
          {formatDateTime(item.createdAt, i18n.language)}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          <Text span fw={600}>
            {t('feedback.url')}:{' '}
          </Text>
          {item.url ? (
            <Anchor href={item.url} target="_blank" rel="noopener noreferrer">
              {item.url}
            </Anchor>
          ) : (
            '—'
          )}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('feedback.userAgent')}:{' '}
          </Text>
          <Code>{item.userAgent ?? '—'}</Code>
        </Text>
      </SimpleGrid>
      <Textarea
        label={t('feedback.adminNotes')}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
      />
      <Group justify="space-between">
        <Button
          variant="light"
          color={item.resolved ? 'gray' : 'green'}
          leftSection={item.resolved ? <IconRotate size={16} /> : <IconCheck size={16} />}
          loading={update.isPending && update.variables?.body.resolved !== undefined}
          onClick={() =>
            update.mutate(
              { id: item.id, body: { resolved: !item.resolved } },
              { onSuccess: () => notifications.show({ color: 'green', message: item.resolved ? t('feedback.markedUnresolved') : t('feedback.markedResolved') }) },
            )
          }
        >
          {item.resolved ? t('feedback.markUnresolved') : t('feedback.markResolved')}
        </Button>
        <Button
          disabled={notes === (item.adminNotes ?? '')}
          loading={update.isPending && update.variables?.body.adminNotes !== undefined}
          onClick={() =>
            update.mutate(
              { id: item.id, body: { adminNotes: notes.trim() ? notes : null } },
              { onSuccess: () => notifications.show({ color: 'green', message: t('feedback.notesSaved') }) },
            )
          }
        >
          {t('feedback.saveNotes')}
        </Button>
      </Group>
    </Stack>
  );
}

export default function FeedbackAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const { adminModeActive } = useAuth();
  usePageMeta(t('feedback.title'));
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const page = parsePage(params.get('page'));
  const query = useQuery({
    queryKey: ['admin', 'feedback', filter, page],
    queryFn: async () => {
      const resolved = resolvedParam(filter);
      const { data } = await api.GET('/api/admin/feedback', {
        params: { query: { limit: FEEDBACK_PAGE_SIZE, offset: offsetOf(page), ...(resolved ? { resolved } : {}) }, header: ADMIN_HEADER },
      });
      return data!;
    },
    enabled: adminModeActive,
    placeholderData: keepPreviousData,
  });
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
        <Group justify="space-between" align="flex-end">
          <div>
            <Anchor component={Link} to="/admin" size="sm">
              ← {t('dashboard.title')}
            </Anchor>
            <Title order={1}>{t('feedback.title')}</Title>
            {query.data && (
              <Text c="dimmed" size="sm">
                {t('feedback.count', { count: query.data.total })}
              </Text>
            )}
          </div>
          <SegmentedControl
            value={filter}
            onChange={setFilter}
            aria-label={t('feedback.filter')}
            data={(['all', 'unresolved', 'resolved'] as FeedbackFilter[]).map((value) => ({ value, label: t(`feedback.filters.${value}`) }))}
          />
        </Group>
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
