import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle, IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '@festival/i18n/zoned';
import { Avatar, ConfirmModal, errorMessageOf } from '@festival/ui';
import { MarkdownHtml } from '../../shared/MarkdownHtml';
import { useDeletePost, useSetPinned, useUpdatePost, type Post } from '../postsApi';
import { wasEdited } from '../postsRules';
import { PostComments } from './PostComments';
import { PostEditor } from './PostEditor';

/**
 * A post: its author and time, whether it is pinned, its text (rendered by the server), and its
 * comments behind a toggle. The team edits, pins or unpins and deletes it (after confirming).
 */
export function PostCard({ editionId, post, timeZone }: { editionId: number; post: Post; timeZone: string }) {
  const { t, i18n } = useTranslation('community');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const update = useUpdatePost(editionId);
  const setPinned = useSetPinned(editionId);
  const remove = useDeletePost(editionId);
  const author = post.author?.pseudo ?? t('posts.formerMember');
  // On the edition's clocks, like every time of its pages.
  const when = formatInZone(post.createdAt, i18n.language, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
  const commentsId = `post-${post.id}-comments`;

  const togglePin = () =>
    setPinned.mutate(
      { postId: post.id, pinned: !post.pinned },
      {
        onSuccess: () => notifications.show({ color: 'green', message: post.pinned ? t('posts.unpinned') : t('posts.pinnedDone') }),
        onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('posts.pinFailed')) }),
      },
    );

  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={t('posts.postBy', { author, date: when })}>
      <Stack gap="sm">
        {post.pinned && (
          <div>
            <Badge variant="light" leftSection={<IconPin size={12} />}>
              {t('posts.pinned')}
            </Badge>
          </div>
        )}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar user={post.author ?? undefined} name={post.author ? undefined : author} size="md" />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {author}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={post.createdAt}>{when}</time>
                {wasEdited(post) && ` · ${t('posts.edited')}`}
              </Text>
            </div>
          </Group>
          {post.canEdit && !editing && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={post.pinned ? t('posts.actions.unpin') : t('posts.actions.pin')} onClick={togglePin} loading={setPinned.isPending}>
                {post.pinned ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={t('posts.actions.edit')} onClick={() => setEditing(true)}>
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={t('posts.actions.delete')} onClick={() => setConfirming(true)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          )}
        </Group>

        {editing ? (
          <PostEditor
            initialContent={post.content}
            submitLabel={t('posts.editor.save')}
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={async ({ content }) => {
              await update.mutateAsync({ postId: post.id, content });
              setEditing(false);
              notifications.show({ color: 'green', message: t('posts.saved') });
            }}
          />
        ) : (
          <MarkdownHtml html={post.html} />
        )}

        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMessageCircle size={16} />}
            aria-expanded={commentsOpen}
            aria-controls={commentsId}
            onClick={() => setCommentsOpen((open) => !open)}
          >
            {t('posts.comments.toggle', { count: post.commentCount })}
          </Button>
        </Group>
        {commentsOpen && (
          <div id={commentsId}>
            <PostComments editionId={editionId} post={post} timeZone={timeZone} />
          </div>
        )}
      </Stack>

      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('posts.delete.title')}
        description={t('posts.delete.text')}
        confirmLabel={t('posts.actions.delete')}
        loading={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(post.id);
            setConfirming(false);
            notifications.show({ color: 'green', message: t('posts.deleted') });
          } catch (err) {
            notifications.show({ color: 'red', message: errorMessageOf(err, t('posts.deleteFailed')) });
          }
        }}
      />
    </Paper>
  );
}
