import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, EmptyCard, errorMessageOf, PageHeader } from '@festival/ui';
import { useVolunteerTeams, type Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { TeamFormModal } from './components/TeamFormModal';
import { volunteersTeamsEntry } from './entry';
import { useDeleteTeam, type VolunteerTeam } from './teamsApi';
import { TEAM_FLAGS } from './teamsRules';

function TeamCard({ team, onEdit, onDelete }: { team: VolunteerTeam; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('volunteers');
  return (
    <Card withBorder padding="md" radius="md" style={{ borderLeft: `6px solid ${team.color}` }} data-testid="team-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ wordBreak: 'break-word' }}>
            {team.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('teams.editNamed', { name: team.name })} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('teams.deleteNamed', { name: team.name })} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        {team.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {team.description}
          </Text>
        )}
        <Group gap={6}>
          <Badge variant="light" leftSection={<IconUsers size={12} />}>
            {team.maxVolunteers ? t('teams.membersOfMax', { n: team.memberCount, max: team.maxVolunteers }) : t('teams.members', { n: team.memberCount })}
          </Badge>
          <Badge variant="light" color="grape">
            {t('teams.leaders', { n: team.leaderCount })}
          </Badge>
          {TEAM_FLAGS.filter((f) => f !== 'isVisibleToVolunteers' && team[f]).map((f) => (
            <Badge key={f} variant="outline" color="gray">
              {t(`teams.badges.${f}`)}
            </Badge>
          ))}
          {!team.isVisibleToVolunteers && (
            <Badge variant="outline" color="orange">
              {t('teams.badges.hidden')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Teams({ edition }: { edition: Edition }) {
  const { t } = useTranslation('volunteers');
  const teams = useVolunteerTeams(edition.id);
  const remove = useDeleteTeam(edition.id);
  const [editing, setEditing] = useState<VolunteerTeam | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VolunteerTeam | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('teams.title')}
        below={t('teams.subtitle', { name: edition.name })}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('teams.create')}
          </Button>
        }
      />
      <QueryGate queries={[teams]}>
        {() =>
          teams.data!.items.length === 0 ? (
            <EmptyCard icon={<IconUsers size={28} />} title={t('teams.emptyTitle')} description={t('teams.emptyText')} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {teams.data!.items.map((team) => (
                <TeamCard key={team.id} team={team} onEdit={() => setEditing(team)} onDelete={() => setDeleting(team)} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryGate>
      <TeamFormModal editionId={edition.id} team={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('teams.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('teams.deleteText')}
        confirmLabel={t('teams.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => setDeleting(null),
            (err: unknown) => {
              notifications.show({ color: 'red', message: errorMessageOf(err, t('teams.deleteFailed')) });
            },
          )
        }
      />
    </Stack>
  );
}

/** The edition's volunteer teams: list with counts, create and edit in a dialog, delete after confirmation. */
export default function VolunteersTeamsPage() {
  return <EditionPage entry={volunteersTeamsEntry}>{(edition) => <Teams edition={edition} />}</EditionPage>;
}
