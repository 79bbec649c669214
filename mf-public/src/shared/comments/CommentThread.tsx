import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatInZone } from '@festival/i18n/zoned';
import { Avatar, ConfirmModal, errorMessageOf, ErrorState, fieldErrorsOf, loginPathFor, useAuth } from '@festival/ui';
import { Textarea } from '@festival/ui/later';
import { COMMENT_MAX_LENGTH, commentPageCount, validComment } from './commentRules';

/** A comment as every community API answers it (CommentDto). */
export interface ThreadComment {
  id: number;
  content: string;
  createdAt: string;
  author: { id: number; pseudo: string; profilePicture: string | null; updatedAt: string };
  canDelete: boolean;
}

export interface ThreadPage {
  items: ThreadComment[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CommentThreadProps {
  /** Names the thread for screen readers ("Comments on …"). */
  label: string;
  data: ThreadPage | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Posts the comment; rejects with the API's error (field messages, 429…). */
  onAdd: (content: string) => Promise<unknown>;
  adding: boolean;
  onDelete: (commentId: number) => Promise<unknown>;
  deleting: boolean;
  /** Placeholder of the field, when the subject asks for a particular kind of comment ("Is it yours?"). */
  placeholder?: string;
  /** The edition's time zone: comments are dated on its clocks, as everything else on its pages. */
  timeZone: string;
}

/**
 * The comments under a community item: newest first, paged, each with its author and time; the
 * signed-in user writes one (length counted, refused text kept), deletes their own (the team any)
 * after confirming. Visitors read and are offered to sign in. Text is shown as typed, never as HTML.
 */
export function CommentThread({ label, data, isLoading, error, onRetry, page, onPageChange, onAdd, adding, onDelete, deleting, placeholder, timeZone }: CommentThreadProps) {
  const { t, i18n } = useTranslation('public');
  const { user } = useAuth();
  const location = useLocation();
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ThreadComment | null>(null);

  const submit = async () => {
    if (!validComment(draft)) {
      setFieldError(t('comments.empty'));
      return;
    }
    try {
      await onAdd(draft.trim());
      setDraft('');
      setFieldError(null);
    } catch (err) {
      setFieldError(fieldErrorsOf(err).content ?? errorMessageOf(err, t('comments.addFailed')));
    }
  };

  const pages = data ? commentPageCount(data.total, data.pageSize) : 0;
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      {user ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap={6}>
            <Textarea
              label={t('comments.yours')}
              placeholder={placeholder ?? t('comments.placeholder')}
              value={draft}
              onChange={(e) => {
                setDraft(e.currentTarget.value);
                if (fieldError) setFieldError(null);
              }}
              maxLength={COMMENT_MAX_LENGTH}
              autosize
              minRows={2}
              maxRows={8}
              error={fieldError}
              description={t('comments.length', { count: draft.length, max: COMMENT_MAX_LENGTH })}
            />
            <Group justify="flex-end">
              <Button type="submit" size="sm" loading={adding} disabled={!draft.trim()}>
                {t('comments.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
            {t('comments.signIn')}
          </Anchor>
        </Text>
      )}

      {error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : isLoading && !data ? (
        <Text size="sm" c="dimmed" role="status">
          {t('comments.loading')}
        </Text>
      ) : !data?.items.length ? (
        <Text size="sm" c="dimmed">
          {t('comments.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.items.map((comment) => (
            <Paper key={comment.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar user={comment.author} size="sm" />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {comment.author.pseudo}
                    </Text>
                    <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt}>
                      {formatInZone(comment.createdAt, i18n.language, timeZone, { dateStyle: 'medium', timeStyle: 'short' })}
                    </Text>
                  </div>
                </Group>
                {comment.canDelete && (
                  <ActionIcon variant="subtle" color="red" aria-label={t('comments.delete')} onClick={() => setToDelete(comment)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
              <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.content}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPageChange} size="sm" aria-label={t('comments.pages')} />}

      <ConfirmModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('comments.deleteTitle')}
        description={t('comments.deleteText')}
        confirmLabel={t('comments.delete')}
        loading={deleting}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await onDelete(toDelete.id);
            setToDelete(null);
            notifications.show({ color: 'green', message: t('comments.deleted') });
          } catch (err) {
            notifications.show({ color: 'red', message: errorMessageOf(err, t('comments.deleteFailed')) });
          }
        }}
      />
    </Stack>
  );
}
