import { useMemo } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconInfoCircle, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hrefOf, LEAVE_WITHOUT_ASKING, PageHeader, sectionHref } from '@festival/ui';
import { gestionHomeEntry } from '../gestion-home/entry';
import { myConventionsEntry } from '../my-conventions/entry';
import { DangerZone } from '../shared/DangerZone';
import { EditionDates, VisibilityBadge } from '../shared/EditionBadges';
import type { Edition, EditionPermissions } from '../shared/gestionApi';
import { LiveImagePanel } from '../shared/ImagePanel';
import { EditionPage } from '../shared/SectionGates';
import { EditionForm } from './components/EditionForm';
import { useDeleteEdition, useRemoveEditionImage, useUpdateEdition, useUploadEditionImage } from './editionFormApi';
import { changedBody, deleteChecklist, valuesFromEdition } from './editionFormRules';
import { editEditionEntry } from './entry';

/** What disappears with an edition (only what exists today). */
function EditEdition({ edition, permissions }: { edition: Edition; permissions: EditionPermissions }) {
  const { t } = useTranslation('gestion');
  const navigate = useNavigate();
  const update = useUpdateEdition(edition.id);
  const uploadImage = useUploadEditionImage(edition.id);
  const removeImage = useRemoveEditionImage(edition.id);
  const remove = useDeleteEdition(edition.id, () => {
    notifications.show({ color: 'green', message: t('editEdition.deletedToast', { name: edition.name }) });
    void navigate(hrefOf(myConventionsEntry), { state: LEAVE_WITHOUT_ASKING });
  });
  // The form starts from the edition as loaded; later refetches (e.g. after an image upload) do not reset typing.
  const initialValues = useMemo(() => valuesFromEdition(edition), [edition.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const publicPage = sectionHref('public/edition', { id: edition.id });
  return (
    <Stack gap="lg">
      <PageHeader
        title={edition.name}
        below={
          <Group gap="xs" mt={4} wrap="wrap">
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {edition.conventionName}
            </Text>
            <EditionDates startDate={edition.startDate} endDate={edition.endDate} />
            <VisibilityBadge isOnline={edition.isOnline} />
          </Group>
        }
        actions={
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
        }
      />

      {permissions.canEdit ? (
        <EditionForm
          initialValues={initialValues}
          zoneChosen
          submitLabel={t('editEdition.save')}
          failedMessage={t('editEdition.saveFailed')}
          imageSection={
            <LiveImagePanel src={edition.imageUrl} alt={t('editionImage.alt', { name: edition.name })} upload={uploadImage} remove={removeImage} texts="editionImage" />
          }
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

      {permissions.canDelete && <DangerZone id="edition-danger" texts="editEdition" name={edition.name} checklist={deleteChecklist(edition)} remove={remove} />}
    </Stack>
  );
}

/** /editions/:id/edit — every field of the edition, its image, and its deletion for those allowed. */
export default function EditEditionPage() {
  return <EditionPage entry={editEditionEntry}>{(edition, permissions) => <EditEdition edition={edition} permissions={permissions} />}</EditionPage>;
}
