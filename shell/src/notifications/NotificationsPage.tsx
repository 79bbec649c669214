import { useState } from 'react';
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { SegmentedControl, Select, Tabs } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconBell, IconBellOff, IconChecks, IconSettings } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatNumber } from '@festival/i18n';
import { EmptyState, ErrorState, LoadingState, useAuth, usePageMeta } from '@festival/ui';
import { DeleteNotificationModal } from './DeleteNotificationModal';
import { followActionUrl } from './notificationDisplay';
import { NotificationPreferencesPanel } from './NotificationPreferencesPanel';
import { NotificationRow } from './NotificationRow';
import { fetchStats, listNotifications } from './notificationsApi';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_PAGE_SIZE, type NotificationCategory, type NotificationItem } from './notificationTypes';
import { notificationKeys, useNotificationActions } from './useNotificationActions';
import { useNotificationCenter } from './useNotificationCenter';

type ReadFilter = 'all' | 'unread' | 'read';

function parseReadFilter(value: string | null): ReadFilter {
  return value === 'unread' || value === 'read' ? value : 'all';
}

function parseCategory(value: string | null): NotificationCategory | null {
  return (NOTIFICATION_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as NotificationCategory) : null;
}

/** /notifications: the whole list with filters, pages of 20, and the user's notification settings. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation('notifications');
  usePageMeta(t('page.title'));
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const readFilter = parseReadFilter(params.get('status'));
  const category = parseCategory(params.get('category'));
  const tab = params.get('tab') === 'settings' ? 'settings' : 'inbox';
  const filters = { isRead: readFilter === 'all' ? undefined : readFilter === 'read', category: category ?? undefined };
  const { unreadCount } = useNotificationCenter();
  const actions = useNotificationActions();
  const [toDelete, setToDelete] = useState<NotificationItem | null>(null);

  const list = useInfiniteQuery({
    queryKey: notificationKeys.list(userId, filters),
    queryFn: ({ pageParam, signal }) => listNotifications({ ...filters, limit: NOTIFICATION_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    // Pages of 20: the next offset is this page's offset plus the limit.
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.offset + last.pagination.limit : undefined),
    enabled: userId !== null,
  });
  const stats = useQuery({ queryKey: notificationKeys.stats(userId), queryFn: fetchStats, enabled: userId !== null });

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const total = list.data?.pages[0]?.pagination.total ?? 0;
  const n = (v: number) => formatNumber(v, i18n.language);
  const categoryLabel = (c: NotificationCategory) => t(`categories.${c}`);
  const categoryUnread = category ? stats.data?.byCategory[category]?.unread : undefined;
  const markAllDisabled = category ? categoryUnread === 0 : unreadCount === 0;

  const open = (item: NotificationItem) => {
    if (!item.isRead) void actions.markRead(item.id);
    followActionUrl(item.actionUrl, navigate);
  };

  const loadMore = async () => {
    const result = await list.fetchNextPage();
    if (result.isError) notifications.show({ color: 'red', title: t('toasts.loadMoreFailed'), message: t('toasts.tryAgain') });
  };

  let content: React.ReactNode;
  if (list.isPending) content = <LoadingState label={t('panel.loading')} />;
  else if (list.isError && items.length === 0) content = <ErrorState title={t('toasts.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    content = (
      <Card withBorder radius="md">
        <EmptyState
          icon={<IconBellOff size={28} />}
          title={t('panel.empty')}
          description={readFilter !== 'all' || category ? t('page.emptyFiltered') : t('panel.emptyText')}
        />
      </Card>
    );
  else
    content = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('page.shown', { shown: n(items.length), total: n(total), count: total })}
        </Text>
        {items.map((item) => (
          <NotificationRow
            key={item.id}
            item={item}
            onOpen={open}
            onToggleRead={(it) => void (it.isRead ? actions.markUnread(it.id) : actions.markRead(it.id))}
            onDelete={setToDelete}
          />
        ))}
        {list.hasNextPage && (
          <Group justify="center" mt="sm">
            <Button variant="default" onClick={() => void loadMore()} loading={list.isFetchingNextPage}>
              {t('panel.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('page.title')}</Title>
            <Text c="dimmed">{t('panel.unread', { count: unreadCount })}</Text>
          </div>
        </Group>
        <Tabs value={tab} onChange={(v) => setParam('tab', v === 'settings' ? 'settings' : null)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="inbox" leftSection={<IconBell size={16} />}>
              {t('page.tabs.inbox')}
            </Tabs.Tab>
            <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
              {t('page.tabs.settings')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="inbox" pt="md">
            <Stack gap="md">
              <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
                <Group gap="sm" align="flex-end" wrap="wrap">
                  <SegmentedControl
                    aria-label={t('page.filters.status')}
                    value={readFilter}
                    onChange={(v) => setParam('status', v === 'all' ? null : v)}
                    data={(['all', 'unread', 'read'] as const).map((value) => ({ value, label: t(`page.filters.${value}`) }))}
                  />
                  <Select
                    label={t('page.filters.category')}
                    value={category ?? 'all'}
                    onChange={(v) => setParam('category', !v || v === 'all' ? null : v)}
                    allowDeselect={false}
                    w={220}
                    data={[
                      { value: 'all', label: t('page.filters.allCategories') },
                      ...NOTIFICATION_CATEGORIES.map((c) => {
                        const unread = stats.data?.byCategory[c]?.unread ?? 0;
                        return { value: c, label: unread > 0 ? t('page.filters.categoryUnread', { category: categoryLabel(c), count: unread }) : categoryLabel(c) };
                      }),
                    ]}
                  />
                </Group>
                <Button
                  variant="light"
                  leftSection={<IconChecks size={16} />}
                  disabled={markAllDisabled}
                  onClick={() => void actions.markAllRead(category ?? undefined)}
                >
                  {category ? t('page.markAllReadCategory', { category: categoryLabel(category) }) : t('panel.markAllRead')}
                </Button>
              </Group>
              {category && categoryUnread !== undefined && (
                <Badge variant="light" color={categoryUnread > 0 ? 'blue' : 'gray'} w="fit-content">
                  {t('page.categoryUnread', { count: categoryUnread, category: categoryLabel(category) })}
                </Badge>
              )}
              {content}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="md">
            <NotificationPreferencesPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <DeleteNotificationModal item={toDelete} onClose={() => setToDelete(null)} onConfirm={(item) => actions.remove(item.id)} />
    </Container>
  );
}
