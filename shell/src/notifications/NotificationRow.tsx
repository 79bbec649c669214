import { ActionIcon, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Tooltip } from '@festival/ui/later';
import { IconCheck, IconExternalLink, IconMail, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@festival/i18n';
import { relativeTime, TypeBadgeIcon } from './notificationDisplay';
import { categoryOf, type NotificationItem } from './notificationTypes';

export interface NotificationRowProps {
  item: NotificationItem;
  /** Marks it read and follows its link. */
  onOpen: (item: NotificationItem) => void;
  onToggleRead: (item: NotificationItem) => void;
  onDelete: (item: NotificationItem) => void;
  /** The panel: shorter message, no category. */
  compact?: boolean;
}

/** One notification: icon and colour by type, title, message, time; open, read/unread and delete. */
export function NotificationRow({ item, onOpen, onToggleRead, onDelete, compact }: NotificationRowProps) {
  const { t, i18n } = useTranslation('notifications');
  const category = categoryOf(item.category);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      aria-label={item.title}
      data-unread={!item.isRead || undefined}
      style={!item.isRead ? { borderLeft: '3px solid var(--mantine-color-blue-filled)' } : undefined}
      bg={item.isRead ? undefined : 'var(--mantine-color-blue-light)'}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <TypeBadgeIcon type={item.type} />
        <UnstyledButton onClick={() => onOpen(item)} style={{ flex: 1, minWidth: 0 }} aria-label={t('item.open', { title: item.title })}>
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              <Text fw={item.isRead ? 500 : 700} size="sm" lineClamp={compact ? 2 : undefined} style={{ wordBreak: 'break-word' }}>
                {item.title}
              </Text>
              {item.actionUrl && <IconExternalLink size={14} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />}
            </Group>
            <Text size="sm" c="dimmed" lineClamp={compact ? 3 : undefined} style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
              {item.message}
            </Text>
            <Group gap="xs" mt={4}>
              <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt} title={formatDateTime(item.createdAt, i18n.language)}>
                {relativeTime(item.createdAt, i18n.language)}
              </Text>
              {!compact && (
                <Badge size="xs" variant="outline" color="gray">
                  {t(`categories.${category}`)}
                </Badge>
              )}
              {item.actionUrl && item.actionLabel && (
                <Text size="xs" c="blue" fw={500}>
                  {item.actionLabel}
                </Text>
              )}
            </Group>
          </Stack>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={item.isRead ? t('item.markUnread') : t('item.markRead')}>
            <ActionIcon variant="subtle" color="gray" onClick={() => onToggleRead(item)} aria-label={item.isRead ? t('item.markUnread') : t('item.markRead')}>
              {item.isRead ? <IconMail size={18} /> : <IconCheck size={18} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('item.delete')}>
            <ActionIcon variant="subtle" color="red" onClick={() => onDelete(item)} aria-label={t('item.delete')}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
