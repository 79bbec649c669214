import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArchiveOff, IconInfoCircle, IconTrash, IconUsers } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '@festival/api-client';
import { ConfirmModal, ErrorPage, errorMessageOf, usePageMeta } from '@festival/ui';
import { conventionKeys, useConvention, useConventionPermissions, type Convention } from './conventionApi';
import { ConventionForm } from './ConventionForm';
import { LiveLogoField } from './ConventionLogoField';
import { conventionBody, parseId, type Permissions } from './conventionRules';
import { GestionFrame } from './GestionFrame';
import { QueryGate } from './QueryGate';

/** Checklist ticked before deleting: what disappears with the convention. */
const DELETE_CHECKLIST = ['editions', 'collaborators', 'history'] as const;

function EditConvention({ convention, permissions }: { convention: Convention; permissions: Permissions }) {
  const { t } = useTranslation('gestion');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const id = convention.id;
  const refresh = () => queryClient.invalidateQueries({ queryKey: conventionKeys.all });

  const archive = useMutation({
    mutationFn: async (archived: boolean) =>
      archived
        ? (await api.POST('/api/conventions/{id}/archive', { params: { path: { id } } })).data!
        : (await api.POST('/api/conventions/{id}/unarchive', { params: { path: { id } } })).data!,
    onSuccess: (updated) => {
      queryClient.setQueryData(conventionKeys.detail(id), updated);
      void refresh();
      notifications.show({
        color: 'green',
        message: updated.isArchived ? t('editConvention.archivedToast', { name: updated.name }) : t('editConvention.unarchivedToast', { name: updated.name }),
      });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('editConvention.archiveFailed')) }),
  });

  const remove = useMutation({
    mutationFn: async () => {
      await api.DELETE('/api/conventions/{id}', { params: { path: { id } } });
    },
    onSuccess: () => {
      setDeleteOpen(false);
      notifications.show({ color: 'green', message: t('editConvention.deletedToast', { name: convention.name }) });
      void navigate('/my-conventions');
      queryClient.removeQueries({ queryKey: conventionKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: conventionKeys.mine() });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('editConvention.deleteFailed')) }),
  });

  const canEdit = permissions.canEditConvention;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {convention.name}
          </Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed">{t('editConvention.subtitle')}</Text>
            {convention.isArchived && (
              <Badge color="gray" variant="light" leftSection={<IconArchive size={12} />}>
                {t('myConventions.archived')}
              </Badge>
            )}
          </Group>
        </div>
        {permissions.team && (
          <Button component={Link} to={`/conventions/${id}/collaborators`} variant="default" leftSection={<IconUsers size={16} />}>
            {t('myConventions.team')}
          </Button>
        )}
      </Group>

      {!canEdit && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {t('editConvention.readOnly')}
        </Alert>
      )}

      <Card withBorder radius="md" padding="lg">
        <ConventionForm
          initialValues={{ name: convention.name, description: convention.description ?? '', email: convention.email ?? '' }}
          readOnly={!canEdit}
          submitLabel={t('editConvention.save')}
          failedMessage={t('editConvention.saveFailed')}
          onSubmit={async (values) => {
            const updated = (await api.PATCH('/api/conventions/{id}', { params: { path: { id } }, body: conventionBody(values) })).data!;
            queryClient.setQueryData(conventionKeys.detail(id), updated);
            void refresh();
            notifications.show({ color: 'green', message: t('editConvention.savedToast') });
          }}
        />
      </Card>

      {canEdit && <LiveLogoField convention={convention} />}

      {canEdit && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {convention.isArchived ? t('editConvention.unarchiveTitle') : t('editConvention.archiveTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {convention.isArchived ? t('editConvention.unarchiveText') : t('editConvention.archiveText')}
            </Text>
            <Group justify="flex-end">
              <Button
                variant="light"
                color={convention.isArchived ? 'blue' : 'orange'}
                leftSection={convention.isArchived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                loading={archive.isPending}
                onClick={() => archive.mutate(!convention.isArchived)}
              >
                {convention.isArchived ? t('editConvention.unarchive') : t('editConvention.archive')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      {permissions.canDeleteConvention && (
        <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
          <Stack gap="sm">
            <Title order={2} size="h4" c="red">
              {t('editConvention.dangerZone')}
            </Title>
            <Text size="sm">{t('editConvention.deleteText')}</Text>
            <Group justify="flex-end">
              <Button color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleteOpen(true)}>
                {t('editConvention.delete')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      <ConfirmModal
        opened={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        onConfirm={() => remove.mutate()}
        loading={remove.isPending}
        title={t('editConvention.deleteModalTitle', { name: convention.name })}
        description={t('editConvention.deleteModalText')}
        confirmLabel={t('editConvention.deleteConfirm')}
        expectedName={convention.name}
        checklist={DELETE_CHECKLIST.map((item) => ({ id: item, name: t(`editConvention.deleteChecklist.${item}`) }))}
      />
    </Stack>
  );
}

/** Settings of one convention: details, archive and delete, each shown only when permitted. */
export default function EditConventionPage() {
  const { t } = useTranslation('gestion');
  const id = parseId(useParams().id);
  usePageMeta(t('editConvention.title'));
  if (id == null) return <ErrorPage status={404} />;
  return <EditConventionLoader id={id} />;
}

function EditConventionLoader({ id }: { id: number }) {
  const convention = useConvention(id);
  const permissions = useConventionPermissions(id);
  return (
    <GestionFrame size="sm">
      <QueryGate queries={[convention, permissions]}>
        {() => {
          const p = permissions.data!;
          // Outsiders can read a public convention, but its settings page is for the team.
          if (!p.team && !p.canEditConvention && !p.canDeleteConvention) return <ErrorPage status={403} />;
          return <EditConvention convention={convention.data!} permissions={p} />;
        }}
      </QueryGate>
    </GestionFrame>
  );
}
