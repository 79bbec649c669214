import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCalendarCog, IconPencil, IconSettings, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '@festival/api-client';
import { applyApiErrors, Avatar, ConfirmModal, ErrorPage, errorMessageOf, fieldErrorsOf, trimToNull, useAuth, usePageMeta } from '@festival/ui';
import { conventionKeys, useCollaborators, useConvention, useConventionPermissions, type Collaborator, type UserSummary } from './conventionApi';
import { changedRights, displayName, IDENTIFIER_MAX, noRights, parseId, TITLE_MAX, type Permissions, type Rights } from './conventionRules';
import { PerEditionRightsModal } from '../editions/PerEditionRightsModal';
import { HistoryList } from './HistoryList';
import { GestionFrame } from './GestionFrame';
import { QueryGate } from './QueryGate';
import { RightsBadges, RightsFields } from './RightsFields';

function useRefreshTeam(conventionId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: conventionKeys.collaborators(conventionId) }),
      queryClient.invalidateQueries({ queryKey: conventionKeys.history(conventionId) }),
      queryClient.invalidateQueries({ queryKey: conventionKeys.mine() }),
    ]);
}

interface AddValues {
  identifier: string;
  title: string;
  rights: Rights;
}

function AddCollaboratorForm({ conventionId, mine }: { conventionId: number; mine: Permissions }) {
  const { t } = useTranslation('gestion');
  const refresh = useRefreshTeam(conventionId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AddValues>({
    initialValues: { identifier: '', title: '', rights: noRights() },
    validate: {
      identifier: (v) =>
        !v.trim() ? t('conventionForm.errors.required') : v.trim().length > IDENTIFIER_MAX ? t('conventionForm.errors.tooLong', { max: IDENTIFIER_MAX }) : null,
      title: (v) => (v.trim().length > TITLE_MAX ? t('conventionForm.errors.tooLong', { max: TITLE_MAX }) : null),
    },
  });
  const add = useMutation({
    mutationFn: async (values: AddValues) =>
      (
        await api.POST('/api/conventions/{id}/collaborators', {
          params: { path: { id: conventionId } },
          body: { identifier: values.identifier.trim(), title: trimToNull(values.title), rights: values.rights },
        })
      ).data!,
    onSuccess: (created) => {
      notifications.show({ color: 'green', message: t('collaborators.addedToast', { name: displayName(created.user) }) });
      form.reset();
      void refresh();
    },
    onError: (err) => {
      if (!applyApiErrors(form, err)) setError(errorMessageOf(err, t('collaborators.addFailed')));
    },
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="add-collaborator-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setError(null);
          add.mutate(values);
        })}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-collaborator-title">
            {t('collaborators.addTitle')}
          </Title>
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" withCloseButton onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label={t('collaborators.identifier')}
              description={t('collaborators.identifierHelp')}
              required
              autoComplete="off"
              miw={220}
              {...form.getInputProps('identifier')}
            />
            <TextInput
              label={t('collaborators.titleField')}
              description={t('collaborators.titleHelp')}
              maxLength={TITLE_MAX}
              miw={220}
              {...form.getInputProps('title')}
            />
          </Group>
          <RightsFields value={form.values.rights} onChange={(rights) => form.setFieldValue('rights', rights)} mine={mine} />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconUserPlus size={16} />} loading={add.isPending}>
              {t('collaborators.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function EditCollaboratorModal({
  conventionId,
  collaborator,
  mine,
  onClose,
}: {
  conventionId: number;
  collaborator: Collaborator | null;
  mine: Permissions;
  onClose: () => void;
}) {
  const { t } = useTranslation('gestion');
  const refresh = useRefreshTeam(conventionId);
  const [title, setTitle] = useState('');
  const [rights, setRights] = useState<Rights>(noRights());
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  useEffect(() => {
    if (!collaborator) return;
    setTitle(collaborator.title ?? '');
    setRights({ ...collaborator.rights });
    setError(null);
    setTitleError(null);
  }, [collaborator]);
  const update = useMutation({
    mutationFn: async () => {
      const c = collaborator!;
      await api.PATCH('/api/conventions/{id}/collaborators/{collaboratorId}', {
        params: { path: { id: conventionId, collaboratorId: c.id } },
        body: { title: trimToNull(title), rights: changedRights(c.rights, rights) },
      });
    },
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('collaborators.updatedToast', { name: displayName(collaborator!.user) }) });
      void refresh();
      onClose();
    },
    onError: (err) => {
      const fields = fieldErrorsOf(err);
      if (fields.title) setTitleError(fields.title);
      else setError(errorMessageOf(err, t('collaborators.updateFailed')));
    },
  });
  const name = collaborator ? displayName(collaborator.user) : '';
  return (
    <Modal opened={collaborator != null} onClose={onClose} title={t('collaborators.editTitle', { name })} centered size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (title.trim().length > TITLE_MAX) {
            setTitleError(t('conventionForm.errors.tooLong', { max: TITLE_MAX }));
            return;
          }
          setTitleError(null);
          update.mutate();
        }}
      >
        <Stack gap="sm">
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('collaborators.titleField')}
            description={t('collaborators.titleHelp')}
            value={title}
            maxLength={TITLE_MAX}
            error={titleError}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-autofocus
          />
          <RightsFields value={rights} onChange={setRights} mine={mine} />
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('collaborators.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function MemberRow({
  user,
  title,
  isAuthor,
  isMe,
  rights,
  actions,
}: {
  user: UserSummary;
  title?: string | null;
  isAuthor?: boolean;
  isMe?: boolean;
  rights?: Rights;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('gestion');
  const name = displayName(user);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar user={user} size="md" alt={name} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {isAuthor && (
              <Badge size="sm" color="grape">
                {t('myConventions.roleAuthor')}
              </Badge>
            )}
            {isMe && (
              <Badge size="sm" variant="outline">
                {t('collaborators.you')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{user.pseudo}
            {title ? ` · ${title}` : ''}
          </Text>
          <RightsBadges rights={rights} all={isAuthor} />
        </Stack>
        {actions && (
          <Group gap={4} wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
    </Card>
  );
}

function Team({ conventionId, conventionName, permissions }: { conventionId: number; conventionName: string; permissions: Permissions }) {
  const { t } = useTranslation('gestion');
  const me = useAuth().user;
  const team = useCollaborators(conventionId);
  const refresh = useRefreshTeam(conventionId);
  const [editing, setEditing] = useState<Collaborator | null>(null);
  const [perEdition, setPerEdition] = useState<Collaborator | null>(null);
  const [removing, setRemoving] = useState<Collaborator | null>(null);
  const remove = useMutation({
    mutationFn: async (c: Collaborator) => {
      await api.DELETE('/api/conventions/{id}/collaborators/{collaboratorId}', { params: { path: { id: conventionId, collaboratorId: c.id } } });
    },
    onSuccess: (_, c) => {
      notifications.show({ color: 'green', message: t('collaborators.removedToast', { name: displayName(c.user) }) });
      setRemoving(null);
      void refresh();
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('collaborators.removeFailed')) }),
  });
  const manage = permissions.canManageCollaborators;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div style={{ minWidth: 0 }}>
          <Title order={1}>{t('collaborators.title')}</Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('collaborators.subtitle', { name: conventionName })}
          </Text>
        </div>
        {(permissions.canEditConvention || permissions.canDeleteConvention) && (
          <Button component={Link} to={`/conventions/${conventionId}/edit`} variant="default" leftSection={<IconSettings size={16} />}>
            {t('collaborators.settings')}
          </Button>
        )}
      </Group>

      <QueryGate queries={[team]}>
        {() => {
          const data = team.data!;
          return (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('collaborators.membersLabel')}>
              <MemberRow user={data.author} isAuthor isMe={me?.id === data.author.id} />
              {data.items.map((c) => {
                const name = displayName(c.user);
                return (
                  <MemberRow
                    key={c.id}
                    user={c.user}
                    title={c.title}
                    rights={c.rights}
                    isMe={me?.id === c.user.id}
                    actions={
                      manage ? (
                        <>
                          <Tooltip label={t('collaborators.editAria', { name })}>
                            <ActionIcon variant="subtle" size="lg" aria-label={t('collaborators.editAria', { name })} onClick={() => setEditing(c)}>
                              <IconPencil size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('perEdition.openAria', { name })}>
                            <ActionIcon variant="subtle" size="lg" aria-label={t('perEdition.openAria', { name })} onClick={() => setPerEdition(c)}>
                              <IconCalendarCog size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('collaborators.removeAria', { name })}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="lg"
                              aria-label={t('collaborators.removeAria', { name })}
                              onClick={() => setRemoving(c)}
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </>
                      ) : undefined
                    }
                  />
                );
              })}
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
              if (removing) remove.mutate(removing);
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
  const { t } = useTranslation('gestion');
  usePageMeta(t('collaborators.title'));
  const id = parseId(useParams().id);
  if (id == null) return <ErrorPage status={404} />;
  return <CollaboratorsLoader id={id} />;
}

function CollaboratorsLoader({ id }: { id: number }) {
  const convention = useConvention(id);
  const permissions = useConventionPermissions(id);
  return (
    <GestionFrame>
      <QueryGate queries={[convention, permissions]}>
        {() =>
          permissions.data!.team ? (
            <Team conventionId={id} conventionName={convention.data!.name} permissions={permissions.data!} />
          ) : (
            <ErrorPage status={403} />
          )
        }
      </QueryGate>
    </GestionFrame>
  );
}
