import { useEffect, useState } from 'react';
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordInput, Select } from '@festival/ui/later';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@festival/api-client';
import { changeLanguage, formatDate, isLanguageCode, LANGUAGES } from '@festival/i18n';
import { LanguageFlag } from '../layout/LanguageFlag';
import { applyApiErrors, authStore, Avatar, ConfirmModal, errorMessageOf, errorStatus, UnsavedChangesGuard, useAuth, usePageMeta } from '@festival/ui';
import { profileEntry } from './entry';
import { useChangePassword, useRemovePicture, useUpdateProfile, useUploadPicture, type DetailsValues } from './profileApi';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const PICTURE_TYPES = [MIME_TYPES.jpeg, MIME_TYPES.png, MIME_TYPES.webp];

type User = Schemas['UserDto'];

function PictureSection({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  // Removing the picture asks first: the file is deleted, not kept aside.
  const [asking, setAsking] = useState(false);
  const upload = useUploadPicture({
    onSuccess: (updated) => {
      authStore.setUser(updated);
      notifications.show({ color: 'green', message: t('profile.picture.uploaded') });
    },
    onError: (err) => {
      const status = errorStatus(err);
      const fallback = status === 413 ? t('profile.picture.tooLarge') : status === 415 ? t('profile.picture.wrongType') : t('profile.picture.failed');
      notifications.show({ color: 'red', title: t('profile.picture.failed'), message: errorMessageOf(err, fallback) });
    },
  });
  const remove = useRemovePicture({
    onSuccess: (updated) => {
      authStore.setUser(updated);
      setAsking(false);
      notifications.show({ color: 'gray', message: t('profile.picture.removed') });
    },
    onError: (err) => {
      setAsking(false);
      notifications.show({ color: 'red', message: errorMessageOf(err, t('profile.picture.failed')) });
    },
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t('profile.picture.title')}
      </Title>
      <Group align="center" gap="lg" wrap="wrap">
        <Avatar user={user} size="xl" />
        <Stack style={{ flex: 1, minWidth: 240 }}>
          <Dropzone
            onDrop={(files) => files[0] && upload.mutate(files[0])}
            onReject={(rejections) => {
              const code = rejections[0]?.errors[0]?.code;
              notifications.show({ color: 'red', message: code === 'file-too-large' ? t('profile.picture.tooLarge') : t('profile.picture.wrongType') });
            }}
            maxSize={MAX_PICTURE_BYTES}
            accept={PICTURE_TYPES}
            multiple={false}
            loading={upload.isPending}
            aria-label={t('profile.picture.dropLabel')}
            inputProps={{ 'aria-label': t('profile.picture.dropLabel') }}
          >
            <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={36} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={36} />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={36} />
              </Dropzone.Idle>
              <div>
                <Text size="sm" fw={500}>
                  {t('profile.picture.drop')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('profile.picture.constraints')}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {user.profilePicture && (
            <Group>
              <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setAsking(true)} loading={remove.isPending}>
                {t('profile.picture.remove')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('profile.picture.removeTitle')}
        description={t('profile.picture.removeText')}
        confirmLabel={t('profile.picture.remove')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Paper>
  );
}


function DetailsSection({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const form = useForm<DetailsValues>({
    initialValues: { prenom: user.prenom, nom: user.nom, pseudo: user.pseudo, phone: user.phone ?? '', preferredLanguage: user.preferredLanguage },
  });
  useEffect(() => {
    if (!form.isDirty()) form.setValues({ prenom: user.prenom, nom: user.nom, pseudo: user.pseudo, phone: user.phone ?? '', preferredLanguage: user.preferredLanguage });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);
  const save = useUpdateProfile({
    onSuccess: (updated) => {
      authStore.setUser(updated);
      form.resetDirty({ prenom: updated.prenom, nom: updated.nom, pseudo: updated.pseudo, phone: updated.phone ?? '', preferredLanguage: updated.preferredLanguage });
      if (isLanguageCode(updated.preferredLanguage)) void changeLanguage(updated.preferredLanguage);
      notifications.show({ color: 'green', message: t('profile.details.saved') });
    },
    onError: (err) => {
      if (!applyApiErrors(form, err)) notifications.show({ color: 'red', message: errorMessageOf(err, t('profile.details.failed')) });
    },
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t('profile.details.title')}
      </Title>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <UnsavedChangesGuard when={form.isDirty() && !save.isPending} />
        <Stack>
          <TextInput label={t('fields.email')} value={user.email} readOnly disabled description={t('profile.details.emailHelp')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.prenom')} autoComplete="given-name" required {...form.getInputProps('prenom')} />
            <TextInput label={t('fields.nom')} autoComplete="family-name" required {...form.getInputProps('nom')} />
            <TextInput label={t('fields.pseudo')} autoComplete="nickname" required {...form.getInputProps('pseudo')} />
            <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Select
            label={t('fields.preferredLanguage')}
            data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
            leftSection={isLanguageCode(form.values.preferredLanguage) ? <LanguageFlag code={form.values.preferredLanguage} /> : null}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                {isLanguageCode(option.value) && <LanguageFlag code={option.value} />}
                <span>{option.label}</span>
              </Group>
            )}
            allowDeselect={false}
            {...form.getInputProps('preferredLanguage')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('profile.details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PasswordSection() {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: { confirm: (value, values) => (value === values.newPassword ? null : t('reset.mismatch')) },
  });
  const change = useChangePassword({
    onSuccess: () => {
      form.reset();
      notifications.show({ color: 'green', message: t('profile.password.changed') });
    },
    onError: (err) => {
      if (!applyApiErrors(form, err)) notifications.show({ color: 'red', message: errorMessageOf(err, t('profile.password.failed')) });
    },
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t('profile.password.title')}
      </Title>
      <form onSubmit={form.onSubmit((values) => change.mutate(values))}>
        <Stack>
          <PasswordInput label={t('fields.currentPassword')} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput label={t('fields.newPassword')} autoComplete="new-password" required {...form.getInputProps('newPassword')} />
            <PasswordInput label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirm')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation('auth');
  const { user } = useAuth();
  usePageMeta(t(profileEntry.title));
  if (!user) return null;
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('profile.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('profile.memberSince', { date: formatDate(user.createdAt, i18n.language) })}
          </Text>
        </div>
        <PictureSection user={user} />
        <DetailsSection user={user} />
        <PasswordSection />
      </Stack>
    </Container>
  );
}
