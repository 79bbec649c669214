import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { holdsRight, hrefOf, LEAVE_WITHOUT_ASKING, PageHeader } from '@festival/ui';
import { collaboratorsEntry } from '../collaborators/entry';
import { myConventionsEntry } from '../my-conventions/entry';
import { DangerZone } from '../shared/DangerZone';
import type { Convention, ConventionPermissions } from '../shared/gestionApi';
import { ConventionPage } from '../shared/SectionGates';
import { ArchiveConventionCard } from './components/ArchiveConventionCard';
import { ConventionForm } from './components/ConventionForm';
import { LiveImagePanel } from '../shared/ImagePanel';
import { useDeleteConvention, useRemoveConventionLogo, useUpdateConvention, useUploadConventionLogo } from './conventionFormApi';
import { editConventionEntry } from './entry';

/** Checklist ticked before deleting: what disappears with the convention. */
const DELETE_CHECKLIST = ['editions', 'collaborators', 'history'] as const;

function EditConvention({ convention, permissions }: { convention: Convention; permissions: ConventionPermissions }) {
  const { t } = useTranslation('gestion');
  const navigate = useNavigate();
  const id = convention.id;
  const update = useUpdateConvention(id);
  const uploadLogo = useUploadConventionLogo(id);
  const removeLogo = useRemoveConventionLogo(id);
  const remove = useDeleteConvention(id, () => {
    notifications.show({ color: 'green', message: t('editConvention.deletedToast', { name: convention.name }) });
    void navigate(hrefOf(myConventionsEntry), { state: LEAVE_WITHOUT_ASKING });
  });
  const canEdit = permissions.canEditConvention;
  return (
    <Stack gap="lg">
      <PageHeader
        title={convention.name}
        below={
          <Group gap="xs" mt={4}>
            <Text c="dimmed">{t('editConvention.subtitle')}</Text>
            {convention.isArchived && (
              <Badge color="gray" variant="light" leftSection={<IconArchive size={12} />}>
                {t('myConventions.archived')}
              </Badge>
            )}
          </Group>
        }
        actions={
          holdsRight(collaboratorsEntry, { convention: permissions }) && (
            <Button component={Link} to={hrefOf(collaboratorsEntry, { id })} variant="default" leftSection={<IconUsers size={16} />}>
              {t('myConventions.team')}
            </Button>
          )
        }
      />

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
            await update.mutateAsync(values);
            notifications.show({ color: 'green', message: t('editConvention.savedToast') });
          }}
        />
      </Card>

      {canEdit && (
        <LiveImagePanel
          title={t('conventionLogo.title')}
          titleId="convention-logo"
          src={convention.logo}
          alt={t('conventionLogo.alt', { name: convention.name })}
          hint={t('conventionLogo.help')}
          upload={uploadLogo}
          remove={removeLogo}
          texts="conventionLogo"
        />
      )}
      {canEdit && <ArchiveConventionCard convention={convention} />}
      {permissions.canDeleteConvention && <DangerZone id="convention-danger" texts="editConvention" name={convention.name} checklist={DELETE_CHECKLIST} remove={remove} />}
    </Stack>
  );
}

/** Settings of one convention: details, archive and delete, each shown only when permitted. */
export default function EditConventionPage() {
  // Outsiders can read a public convention, but its settings page is for the team.
  return (
    <ConventionPage entry={editConventionEntry} size="sm" alsoFor={(p) => p.team}>
      {(convention, permissions) => <EditConvention convention={convention} permissions={permissions} />}
    </ConventionPage>
  );
}
