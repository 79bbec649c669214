import { useEffect, useMemo, useState } from 'react';
import { AspectRatio, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, errorMessageOf, errorStatus } from '@festival/ui';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblem } from './gestionRules';

interface ImagePanelProps {
  /** Section title and its id (for aria-labelledby). */
  title?: string;
  titleId?: string;
  /** What to show now (stored image or a picked file's preview). */
  src: string | null;
  alt: string;
  /** Called with a file of an accepted type and size only. */
  onPick: (file: File) => void;
  onRemove: () => void;
  uploading?: boolean;
  removing?: boolean;
  /** Line under the title (e.g. "uploaded when the edition is created"). */
  hint?: string;
}

/** An image section: preview, drop zone (JPEG, PNG, WebP up to 5 MB) and remove button. */
export function ImagePanel({ title, titleId = 'edition-image', src, alt, onPick, onRemove, uploading, removing, hint }: ImagePanelProps) {
  const { t } = useTranslation('gestion');
  // A file dropped or picked is checked here (size, type) before it goes anywhere.
  const pick = (file: File) => {
    const problem = imageProblem(file);
    if (problem) notifications.show({ color: 'red', message: t(`editionImage.${problem}`) });
    else onPick(file);
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title ?? t('editionForm.sections.image')}
          </Title>
          <Text size="sm" c="dimmed">
            {hint ?? t('editionImage.help')}
          </Text>
        </div>
        <Group align="flex-start" gap="md" wrap="wrap">
          {src && (
            <AspectRatio ratio={4 / 3} w={{ base: '100%', xs: 220 }} style={{ flexShrink: 0 }}>
              <Image src={src} alt={alt} radius="sm" fit="cover" />
            </AspectRatio>
          )}
          <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
            <Dropzone
              onDrop={(files) => files[0] && pick(files[0])}
              onReject={(rejections) => {
                const code = rejections[0]?.errors[0]?.code;
                notifications.show({ color: 'red', message: code === 'file-too-large' ? t('editionImage.tooLarge') : t('editionImage.wrongType') });
              }}
              maxSize={IMAGE_MAX_BYTES}
              accept={[...IMAGE_TYPES]}
              multiple={false}
              loading={uploading}
              aria-label={src ? t('editionImage.replace') : t('editionImage.choose')}
              inputProps={{ 'aria-label': src ? t('editionImage.replace') : t('editionImage.choose') }}
              name="image"
            >
              <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
                <Dropzone.Accept>
                  <IconUpload size={32} />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={32} />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconPhoto size={32} />
                </Dropzone.Idle>
                <div>
                  <Text size="sm" fw={500}>
                    {src ? t('editionImage.replace') : t('editionImage.drop')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('editionImage.constraints')}
                  </Text>
                </div>
              </Group>
            </Dropzone>
            {src && (
              <Group>
                <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={onRemove} loading={removing}>
                  {t('editionImage.remove')}
                </Button>
              </Group>
            )}
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}

/** Before the edition (or convention) exists: the picked file is kept and uploaded right after creation. */
export function PendingImageField({
  file,
  onChange,
  ...labels
}: { file: File | null; onChange: (file: File | null) => void } & Pick<ImagePanelProps, 'title' | 'titleId' | 'hint'>) {
  const { t } = useTranslation('gestion');
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return <ImagePanel hint={t('editionImage.pendingHelp')} {...labels} src={preview} alt={t('editionImage.previewAlt')} onPick={onChange} onRemove={() => onChange(null)} />;
}

/** A failed upload in words: 413 / 415 answers become clear messages, anything else `failedKey`. */
export function imageErrorMessage(err: unknown, t: (key: string) => string, failedKey = 'editionImage.failed'): string {
  const status = errorStatus(err);
  if (status === 413) return t('editionImage.tooLarge');
  if (status === 415) return t('editionImage.wrongType');
  return errorMessageOf(err, t(failedKey));
}

interface ImageMutation<V> {
  mutate(variables: V, options: { onSuccess: () => void; onError: (err: unknown) => void }): void;
  isPending: boolean;
}

/** On something that exists (an edition, a convention): upload at once, remove once confirmed (the file is gone for good), each result told in a toast. */
export function LiveImagePanel({
  upload,
  remove,
  texts,
  ...panel
}: Omit<ImagePanelProps, 'onPick' | 'onRemove' | 'uploading' | 'removing'> & {
  upload: ImageMutation<File>;
  remove: ImageMutation<void>;
  /** Where what is said is (gestion group): `.uploaded`, `.failed`, `.removeTitle`, `.removeText`, `.removed`, `.removeFailed`. */
  texts: 'editionImage' | 'conventionLogo';
}) {
  const { t } = useTranslation('gestion');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ImagePanel
        {...panel}
        uploading={upload.isPending}
        removing={remove.isPending}
        onPick={(file) =>
          upload.mutate(file, {
            onSuccess: () => notifications.show({ color: 'green', message: t(`${texts}.uploaded`) }),
            onError: (err) => notifications.show({ color: 'red', title: t(`${texts}.failed`), message: imageErrorMessage(err, t, `${texts}.failed`) }),
          })
        }
        onRemove={() => setAsking(true)}
      />
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t(`${texts}.removeTitle`)}
        description={t(`${texts}.removeText`)}
        confirmLabel={t('editionImage.remove')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notifications.show({ color: 'gray', message: t(`${texts}.removed`) });
            },
            onError: (err) => {
              setAsking(false);
              notifications.show({ color: 'red', message: errorMessageOf(err, t(`${texts}.removeFailed`)) });
            },
          })
        }
      />
    </>
  );
}

/** A failed upload right after a creation: said in a toast that stays long enough to be read. */
export function notifyUploadFailed(title: string, message: string) {
  notifications.show({ color: 'red', title, message, autoClose: 10000 });
}
