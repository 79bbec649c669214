import { useMemo } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconInfoCircle, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { holdsRight, hrefOf, sectionHref } from '@festival/ui';
import { gestionHomeEntry } from '../gestion-home/entry';
import { myConventionsEntry } from '../my-conventions/entry';
import { DangerZone } from '../shared/DangerZone';
import { EditionDates, VisibilityBadge } from '../shared/EditionBadges';
import { GestionPage } from '../shared/GestionPage';
import { useEdition, useEditionPermissions, type Edition, type EditionPermissions } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { LiveImageField } from './components/EditionImageField';
import { EditionForm } from './components/EditionForm';
import { useDeleteEdition, useUpdateEdition } from './editionFormApi';
import { changedBody, valuesFromEdition } from './editionFormRules';
import { editEditionEntry } from './entry';

/** What disappears with an edition (only what exists today). */
const DELETE_CHECKLIST = ['details', 'image', 'rights', 'favorites'] as const;

function EditEdition({ edition, permissions }: { edition: Edition; permissions: EditionPermissions }) {
  const { t } = useTranslation('gestion');
  const navigate = useNavigate();
  const update = useUpdateEdition(edition.id);
  const remove = useDeleteEdition(edition.id, () => {
    notifications.show({ color: 'green', message: t('editEdition.deletedToast', { name: edition.name }) });
    void navigate(hrefOf(myConventionsEntry));
  });
  // The form starts from the edition as loaded; later refetches (e.g. after an image upload) do not reset typing.
  const initialValues = useMemo(() => valuesFromEdition(edition), [edition.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const publicPage = sectionHref('public/edition', { id: edition.id });
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
          <Button component={Link} to={hrefOf(gestionHomeEntry, { id: edition.id })} variant="default" leftSection={<IconLayoutDashboard size={16} />}>
            {t('gestionHome.title')}
          </Button>
          {publicPage && (
            <Button component={Link} to={publicPage} variant="subtle" leftSection={<IconExternalLink size={16} />}>
              {t('editions.viewPage')}
            </Button>
          )}
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
            await update.mutateAsync(body);
            notifications.show({ color: 'green', message: t('editEdition.savedToast') });
          }}
        />
      ) : (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {t('editEdition.readOnly')}
        </Alert>
      )}

      {permissions.canDelete && <DangerZone id="edition-danger" texts="editEdition" name={edition.name} checklist={DELETE_CHECKLIST} remove={remove} />}
    </Stack>
  );
}

function EditEditionLoader({ id }: { id: number }) {
  const edition = useEdition(id);
  const permissions = useEditionPermissions(id);
  return (
    <QueryGate queries={[edition, permissions]} allowed={() => holdsRight(editEditionEntry, { edition: permissions.data })}>
      {() => <EditEdition edition={edition.data!} permissions={permissions.data!} />}
    </QueryGate>
  );
}

/** /editions/:id/edit — every field of the edition, its image, and its deletion for those allowed. */
export default function EditEditionPage() {
  return <GestionPage entry={editEditionEntry}>{(id) => <EditEditionLoader id={id} />}</GestionPage>;
}
