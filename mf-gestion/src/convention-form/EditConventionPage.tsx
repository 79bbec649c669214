import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { holdsRight, hrefOf } from '@festival/ui';
import { collaboratorsEntry } from '../collaborators/entry';
import { myConventionsEntry } from '../my-conventions/entry';
import { DangerZone } from '../shared/DangerZone';
import { GestionPage } from '../shared/GestionPage';
import { useConvention, useConventionPermissions, type Convention, type ConventionPermissions } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { ArchiveConventionCard } from './components/ArchiveConventionCard';
import { ConventionForm } from './components/ConventionForm';
import { LiveLogoField } from './components/ConventionLogoField';
import { useDeleteConvention, useUpdateConvention } from './conventionFormApi';
import { editConventionEntry } from './entry';

/** Checklist ticked before deleting: what disappears with the convention. */
const DELETE_CHECKLIST = ['editions', 'collaborators', 'history'] as const;

function EditConvention({ convention, permissions }: { convention: Convention; permissions: ConventionPermissions }) {
  const { t } = useTranslation('gestion');
  const navigate = useNavigate();
  const id = convention.id;
  const update = useUpdateConvention(id);
  const remove = useDeleteConvention(id, () => {
    notifications.show({ color: 'green', message: t('editConvention.deletedToast', { name: convention.name }) });
    void navigate(hrefOf(myConventionsEntry));
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
        {holdsRight(collaboratorsEntry, { convention: permissions }) && (
          <Button component={Link} to={hrefOf(collaboratorsEntry, { id })} variant="default" leftSection={<IconUsers size={16} />}>
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
            await update.mutateAsync(values);
            notifications.show({ color: 'green', message: t('editConvention.savedToast') });
          }}
        />
      </Card>

      {canEdit && <LiveLogoField convention={convention} />}
      {canEdit && <ArchiveConventionCard convention={convention} />}
      {permissions.canDeleteConvention && <DangerZone id="convention-danger" texts="editConvention" name={convention.name} checklist={DELETE_CHECKLIST} remove={remove} />}
    </Stack>
  );
}

function EditConventionLoader({ id }: { id: number }) {
  const convention = useConvention(id);
  const permissions = useConventionPermissions(id);
  // Outsiders can read a public convention, but its settings page is for the team.
  const allowed = () => permissions.data!.team || holdsRight(editConventionEntry, { convention: permissions.data });
  return (
    <QueryGate queries={[convention, permissions]} allowed={allowed}>
      {() => <EditConvention convention={convention.data!} permissions={permissions.data!} />}
    </QueryGate>
  );
}

/** Settings of one convention: details, archive and delete, each shown only when permitted. */
export default function EditConventionPage() {
  return (
    <GestionPage entry={editConventionEntry} size="sm">
      {(id) => <EditConventionLoader id={id} />}
    </GestionPage>
  );
}
