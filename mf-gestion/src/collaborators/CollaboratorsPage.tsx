import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal, errorMessageOf, holdsRight, hrefOf, PageHeader, useAuth } from '@festival/ui';
import { editConventionEntry } from '../convention-form/entry';
import type { ConventionPermissions } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { ConventionPage } from '../shared/SectionGates';
import { useCollaborators, useRemoveCollaborator, type Collaborator } from './collaboratorsApi';
import { displayName } from './collaboratorsRules';
import { AddCollaboratorForm } from './components/AddCollaboratorForm';
import { EditCollaboratorModal } from './components/EditCollaboratorModal';
import { HistoryList } from './components/HistoryList';
import { MemberActions } from './components/MemberActions';
import { MemberRow } from './components/MemberRow';
import { PerEditionRightsModal } from './components/PerEditionRightsModal';
import { collaboratorsEntry } from './entry';

function Team({ conventionId, conventionName, permissions }: { conventionId: number; conventionName: string; permissions: ConventionPermissions }) {
  const { t } = useTranslation('gestion');
  const me = useAuth().user;
  const team = useCollaborators(conventionId);
  const remove = useRemoveCollaborator(conventionId);
  const [editing, setEditing] = useState<Collaborator | null>(null);
  const [perEdition, setPerEdition] = useState<Collaborator | null>(null);
  const [removing, setRemoving] = useState<Collaborator | null>(null);
  const removeMember = (c: Collaborator) =>
    remove.mutate(c.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('collaborators.removedToast', { name: displayName(c.user) }) });
        setRemoving(null);
      },
      onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('collaborators.removeFailed')) }),
    });
  const manage = permissions.canManageCollaborators;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('collaborators.title')}
        below={t('collaborators.subtitle', { name: conventionName })}
        actions={
          holdsRight(editConventionEntry, { convention: permissions }) && (
            <Button component={Link} to={hrefOf(editConventionEntry, { id: conventionId })} variant="default" leftSection={<IconSettings size={16} />}>
              {t('collaborators.settings')}
            </Button>
          )
        }
      />

      <QueryGate queries={[team]}>
        {() => {
          const data = team.data!;
          return (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('collaborators.membersLabel')}>
              <MemberRow user={data.author} isAuthor isMe={me?.id === data.author.id} />
              {data.items.map((c) => (
                <MemberRow
                  key={c.id}
                  user={c.user}
                  title={c.title}
                  rights={c.rights}
                  isMe={me?.id === c.user.id}
                  actions={
                    manage ? (
                      <MemberActions name={displayName(c.user)} onEdit={() => setEditing(c)} onPerEdition={() => setPerEdition(c)} onRemove={() => setRemoving(c)} />
                    ) : undefined
                  }
                />
              ))}
              {data.items.length === 0 && (
                <Text size="sm" c="dimmed" component="li">
                  {t('collaborators.none')}
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryGate>

      {manage && <AddCollaboratorForm conventionId={conventionId} mine={permissions} />}

      <HistoryList conventionId={conventionId} />

      {manage && (
        <>
          <EditCollaboratorModal conventionId={conventionId} collaborator={editing} mine={permissions} onClose={() => setEditing(null)} />
          <PerEditionRightsModal conventionId={conventionId} collaborator={perEdition} onClose={() => setPerEdition(null)} />
          <ConfirmModal
            opened={removing != null}
            onClose={() => setRemoving(null)}
            onConfirm={() => {
              if (removing) removeMember(removing);
            }}
            loading={remove.isPending}
            title={t('collaborators.removeTitle', { name: removing ? displayName(removing.user) : '' })}
            description={t('collaborators.removeText')}
            confirmLabel={t('collaborators.removeConfirm')}
          />
        </>
      )}
    </Stack>
  );
}

/** The convention's team (author + collaborators), their management and the history of changes. */
export default function CollaboratorsPage() {
  return (
    <ConventionPage entry={collaboratorsEntry}>
      {(convention, permissions) => <Team conventionId={convention.id} conventionName={convention.name} permissions={permissions} />}
    </ConventionPage>
  );
}
