import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconInfoCircle, IconLayoutDashboard, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '@festival/api-client';
import { ConfirmModal, ErrorPage, errorMessageOf, usePageMeta } from '@festival/ui';
import { parseId } from '../conventions/conventionRules';
import { GestionFrame } from '../conventions/GestionFrame';
import { QueryGate } from '../conventions/QueryGate';
import { editionKeys, useEdition, useEditionPermissions, useRefreshEditions, type EditionPermissions } from './editionApi';
import { EditionDates, VisibilityBadge } from './EditionBadges';
import { EditionForm } from './EditionForm';
import { LiveImageField } from './EditionImageField';
import { changedBody, valuesFromEdition, type Edition } from './editionRules';

/** What disappears with an edition (only what exists today). */
const DELETE_CHECKLIST = ['details', 'image', 'rights', 'favorites'] as const;

function DeleteEdition({ edition }: { edition: Edition }) {
  const { t } = useTranslation('gestion');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshEditions();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: async () => {
      await api.DELETE('/api/editions/{id}', { params: { path: { id: edition.id } } });
    },
    onSuccess: () => {
      setOpen(false);
      notifications.show({ color: 'green', message: t('editEdition.deletedToast', { name: edition.name }) });
      void navigate('/my-conventions');
      queryClient.removeQueries({ queryKey: ['editions', edition.id] });
      void refresh();
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('editEdition.deleteFailed')) }),
  });
  return (
    <>
      <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }} component="section" aria-labelledby="edition-danger">
        <Stack gap="sm">
          <Title order={2} size="h4" c="red" id="edition-danger">
            {t('editConvention.dangerZone')}
          </Title>
          <Text size="sm">{t('editEdition.deleteText')}</Text>
          <Group justify="flex-end">
            <Button color="red" leftSection={<IconTrash size={16} />} onClick={() => setOpen(true)}>
              {t('editEdition.delete')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <ConfirmModal
        opened={open}
        onClose={() => setOpen(false)}
        onConfirm={() => remove.mutate()}
        loading={remove.isPending}
        title={t('editEdition.deleteModalTitle', { name: edition.name })}
        description={t('editEdition.deleteModalText')}
        confirmLabel={t('editEdition.deleteConfirm')}
        expectedName={edition.name}
        checklist={DELETE_CHECKLIST.map((item) => ({ id: item, name: t(`editEdition.deleteChecklist.${item}`) }))}
      />
    </>
  );
}

function EditEdition({ edition, permissions }: { edition: Edition; permissions: EditionPermissions }) {
  const { t } = useTranslation('gestion');
  const queryClient = useQueryClient();
  const refresh = useRefreshEditions();
  // The form starts from the edition as loaded; later refetches (e.g. after an image upload) do not reset typing.
  const initialValues = useMemo(() => valuesFromEdition(edition), [edition.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {edition.name}
          </Title>
          <Group gap="xs" mt={4} wrap="wrap">
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {edition.conventionName}
            </Text>
            <EditionDates startDate={edition.startDate} endDate={edition.endDate} />
            <VisibilityBadge isOnline={edition.isOnline} />
          </Group>
        </div>
        <Group gap="xs">
          <Button component={Link} to={`/editions/${edition.id}/gestion`} variant="default" leftSection={<IconLayoutDashboard size={16} />}>
            {t('gestionHome.title')}
          </Button>
          <Button component={Link} to={`/editions/${edition.id}`} variant="subtle" leftSection={<IconExternalLink size={16} />}>
            {t('editions.viewPage')}
          </Button>
        </Group>
      </Group>

      {permissions.canEdit ? (
        <EditionForm
          initialValues={initialValues}
          submitLabel={t('editEdition.save')}
          failedMessage={t('editEdition.saveFailed')}
          imageSection={<LiveImageField edition={edition} />}
          onSubmit={async (values, initial) => {
            const body = changedBody(initial, values);
            if (Object.keys(body).length === 0) {
              notifications.show({ color: 'gray', message: t('editEdition.nothingChanged') });
              return;
            }
            const updated = (await api.PATCH('/api/editions/{id}', { params: { path: { id: edition.id } }, body })).data!;
            queryClient.setQueryData(editionKeys.detail(edition.id), updated);
            void refresh();
            notifications.show({ color: 'green', message: t('editEdition.savedToast') });
          }}
        />
      ) : (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {t('editEdition.readOnly')}
        </Alert>
      )}

      {permissions.canDelete && <DeleteEdition edition={edition} />}
    </Stack>
  );
}

/** /editions/:id/edit — every field of the edition, its image, and its deletion for those allowed. */
export default function EditEditionPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('editEdition.title'));
  const id = parseId(useParams().id);
  if (id == null) return <ErrorPage status={404} />;
  return <EditEditionLoader id={id} />;
}

function EditEditionLoader({ id }: { id: number }) {
  const edition = useEdition(id);
  const permissions = useEditionPermissions(id);
  return (
    <GestionFrame>
      <QueryGate queries={[edition, permissions]}>
        {() => {
          const p = permissions.data!;
          if (!p.canEdit && !p.canDelete) return <ErrorPage status={403} />;
          return <EditEdition edition={edition.data!} permissions={p} />;
        }}
      </QueryGate>
    </GestionFrame>
  );
}
