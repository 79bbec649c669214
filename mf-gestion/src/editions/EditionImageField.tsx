import { useEffect, useMemo } from 'react';
import { AspectRatio, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Schemas } from '@festival/api-client';
import { errorMessageOf, errorStatus } from '@festival/ui';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblem, type Edition } from './editionRules';
import { useRefreshEditions } from './editionApi';

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

/** The request options that send `file` as multipart form data to an image upload endpoint. */
export function imageUploadBody(file: File) {
  const body = new FormData();
  body.append('file', file);
  return {
    body: body as unknown as Schemas['ImageUploadDto'],
    // multipart: openapi-fetch must not JSON-encode the body
    bodySerializer: (b: unknown) => b as FormData,
  };
}

/** Uploads an edition image (checked by content and re-encoded by the server). */
export async function uploadEditionImage(id: number, file: File): Promise<Edition> {
  const { data } = await api.POST('/api/editions/{id}/image', { params: { path: { id } }, ...imageUploadBody(file) });
  return data!;
}

/** A failed upload in words: 413 / 415 answers become clear messages, anything else `failedKey`. */
export function imageErrorMessage(err: unknown, t: (key: string) => string, failedKey = 'editionImage.failed'): string {
  const status = errorStatus(err);
  if (status === 413) return t('editionImage.tooLarge');
  if (status === 415) return t('editionImage.wrongType');
  return errorMessageOf(err, t(failedKey));
}

/** On an existing edition: upload or remove at once. */
export function LiveImageField({ edition }: { edition: Edition }) {
  const { t } = useTranslation('gestion');
  const refresh = useRefreshEditions();
  const upload = useMutation({
    mutationFn: (file: File) => uploadEditionImage(edition.id, file),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('editionImage.uploaded') });
      void refresh();
    },
    onError: (err) => notifications.show({ color: 'red', title: t('editionImage.failed'), message: imageErrorMessage(err, t) }),
  });
  const remove = useMutation({
    mutationFn: async () => (await api.DELETE('/api/editions/{id}/image', { params: { path: { id: edition.id } } })).data!,
    onSuccess: () => {
      notifications.show({ color: 'gray', message: t('editionImage.removed') });
      void refresh();
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('editionImage.removeFailed')) }),
  });
  return (
    <ImagePanel
      src={edition.imageUrl}
      alt={t('editionImage.alt', { name: edition.name })}
      uploading={upload.isPending}
      removing={remove.isPending}
      onPick={(f) => upload.mutate(f)}
      onRemove={() => remove.mutate()}
    />
  );
}
