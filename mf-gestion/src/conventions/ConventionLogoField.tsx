import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@festival/api-client';
import { errorMessageOf } from '@festival/ui';
import { ImagePanel, imageErrorMessage, imageUploadBody, PendingImageField } from '../editions/EditionImageField';
import { conventionKeys, type Convention } from './conventionApi';

/** Uploads a convention logo (checked by content and re-encoded by the server). */
export async function uploadConventionLogo(id: number, file: File): Promise<Convention> {
  const { data } = await api.POST('/api/conventions/{id}/logo', { params: { path: { id } }, ...imageUploadBody(file) });
  return data!;
}

export const logoErrorMessage = (err: unknown, t: (key: string) => string) => imageErrorMessage(err, t, 'conventionLogo.failed');

/** Before the convention exists: the picked logo is uploaded right after creation. */
export function PendingLogoField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation('gestion');
  return <PendingImageField file={file} onChange={onChange} title={t('conventionLogo.title')} titleId="convention-logo" hint={t('conventionLogo.pendingHelp')} />;
}

/** On an existing convention: upload or remove at once. */
export function LiveLogoField({ convention }: { convention: Convention }) {
  const { t } = useTranslation('gestion');
  const queryClient = useQueryClient();
  const done = (updated: Convention) => {
    queryClient.setQueryData(conventionKeys.detail(convention.id), updated);
    void queryClient.invalidateQueries({ queryKey: conventionKeys.all });
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadConventionLogo(convention.id, file),
    onSuccess: (updated) => {
      done(updated);
      notifications.show({ color: 'green', message: t('conventionLogo.uploaded') });
    },
    onError: (err) => notifications.show({ color: 'red', title: t('conventionLogo.failed'), message: logoErrorMessage(err, t) }),
  });
  const remove = useMutation({
    mutationFn: async () => (await api.DELETE('/api/conventions/{id}/logo', { params: { path: { id: convention.id } } })).data!,
    onSuccess: (updated) => {
      done(updated);
      notifications.show({ color: 'gray', message: t('conventionLogo.removed') });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('conventionLogo.removeFailed')) }),
  });
  return (
    <ImagePanel
      title={t('conventionLogo.title')}
      titleId="convention-logo"
      src={convention.logo}
      alt={t('conventionLogo.alt', { name: convention.name })}
      hint={t('conventionLogo.help')}
      uploading={upload.isPending}
      removing={remove.isPending}
      onPick={(f) => upload.mutate(f)}
      onRemove={() => remove.mutate()}
    />
  );
}
