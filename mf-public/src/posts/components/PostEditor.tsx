import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, errorMessageOf, UnsavedChangesGuard } from '@festival/ui';
import { Checkbox, Textarea } from '@festival/ui/later';
import { POST_MAX_LENGTH, postProblem } from '../postsRules';

export interface PostEditorValues {
  content: string;
  pinned: boolean;
}

export interface PostEditorProps {
  /** The text being edited (a new post: none). */
  initialContent?: string;
  /** Offers to pin it (a new post; an existing one is pinned from its card). */
  withPin?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Saves; rejects with the API's error (field messages, 429…). */
  onSubmit: (values: PostEditorValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The team's markdown editor of a post: its text (counted, with a short markdown reminder) and, for a new one, whether it is pinned. */
export function PostEditor({ initialContent = '', withPin = false, submitLabel, pending, onSubmit, onCancel }: PostEditorProps) {
  const { t } = useTranslation('community');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PostEditorValues>({
    initialValues: { content: initialContent, pinned: false },
    validate: { content: (value) => postProblem(value) && t(`posts.editor.${postProblem(value)}`, { max: POST_MAX_LENGTH }) },
  });

  const submit = async (values: PostEditorValues) => {
    setError(null);
    try {
      await onSubmit({ content: values.content.trim(), pinned: values.pinned });
      form.resetDirty();
    } catch (err) {
      if (!applyApiErrors(form, err)) setError(errorMessageOf(err, t('posts.editor.failed')));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <UnsavedChangesGuard when={form.isDirty() && !pending} />
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Textarea
          label={initialContent ? t('posts.editor.editLabel') : t('posts.editor.label')}
          description={t('posts.editor.length', { count: form.values.content.length, max: POST_MAX_LENGTH })}
          autosize
          minRows={5}
          maxRows={20}
          maxLength={POST_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps('content')}
        />
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('posts.editor.hint')}
        </Text>
        {withPin && <Checkbox label={t('posts.editor.pinned')} {...form.getInputProps('pinned', { type: 'checkbox' })} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('posts.editor.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
