import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Divider, Tooltip } from '@festival/ui/later';
import { IconArchive, IconLayoutDashboard, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@festival/i18n';
import { holdsRight, hrefOf, LoadingState } from '@festival/ui';
import { collaboratorsEntry } from '../../collaborators/entry';
import { editConventionEntry } from '../../convention-form/entry';
import { addEditionEntry, editEditionEntry } from '../../edition-form/entry';
import { mayAddEdition } from '../../shared/gestionRules';
import { gestionHomeEntry } from '../../gestion-home/entry';
import { EditionDates, VisibilityBadge } from '../../shared/EditionBadges';
import { SectionIcon } from '../../shared/SectionIcon';
import type { MyConvention, MyEdition } from '../myConventionsApi';

/** Editions shown per convention before "show all". */
const EDITIONS_SHOWN = 4;

function EditionRow({ edition }: { edition: MyEdition }) {
  const { t } = useTranslation('gestion');
  const p = edition.permissions;
  const home = hrefOf(gestionHomeEntry, { id: edition.id });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={6}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={home} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {edition.name}
        </Anchor>
        <Group gap={6} wrap="wrap">
          <EditionDates startDate={edition.startDate} endDate={edition.endDate} size="xs" />
          {edition.city && (
            <Text size="xs" c="dimmed">
              · {edition.city}
            </Text>
          )}
          <VisibilityBadge isOnline={edition.isOnline} size="xs" />
        </Group>
      </Stack>
      <Group gap={4} wrap="nowrap">
        {p.canEdit && (
          <Tooltip label={t('myConventions.editEditionAria', { name: edition.name })}>
            <ActionIcon
              component={Link}
              to={hrefOf(editEditionEntry, { id: edition.id })}
              variant="subtle"
              size="lg"
              aria-label={t('myConventions.editEditionAria', { name: edition.name })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {holdsRight(gestionHomeEntry, { edition: p }) && (
          <Tooltip label={t('myConventions.manageEditionAria', { name: edition.name })}>
            <ActionIcon component={Link} to={home} variant="subtle" size="lg" aria-label={t('myConventions.manageEditionAria', { name: edition.name })}>
              <IconLayoutDashboard size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}

function EditionsOf({ convention, editions, state }: { convention: MyConvention; editions: MyEdition[]; state: 'pending' | 'error' | 'success' }) {
  const { t } = useTranslation('gestion');
  const [all, setAll] = useState(false);
  if (state === 'pending') return <LoadingState />;
  if (state === 'error') return null;
  const shown = all ? editions : editions.slice(0, EDITIONS_SHOWN);
  return (
    <Stack gap={0} component="section" aria-label={t('myConventions.editionsOf', { name: convention.name })}>
      <Text size="sm" fw={600} c="dimmed">
        {t('myConventions.editionsCount', { count: editions.length })}
      </Text>
      {editions.length === 0 ? (
        <Text size="sm" c="dimmed" py={4}>
          {t('myConventions.noEditions')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((e) => (
            <EditionRow key={e.id} edition={e} />
          ))}
        </Stack>
      )}
      {editions.length > EDITIONS_SHOWN && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
            {all ? t('myConventions.showFewer') : t('myConventions.showAll', { count: editions.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** What the user may do with the convention: add an edition, its settings, its team (each offered on its right). */
function ConventionActions({ convention }: { convention: MyConvention }) {
  const { t } = useTranslation('gestion');
  const name = convention.name;
  const actions = [
    { entry: addEditionEntry, variant: 'light', label: t('myConventions.addEdition'), aria: t('myConventions.addEditionAria', { name }) },
    { entry: editConventionEntry, variant: 'default', label: t('myConventions.edit'), aria: t('myConventions.editAria', { name }) },
    { entry: collaboratorsEntry, variant: 'default', label: t('myConventions.team'), aria: t('myConventions.teamAria', { name }) },
  ]
    .filter(({ entry }) => holdsRight(entry, { convention: convention.permissions }))
    .filter(({ entry }) => entry !== addEditionEntry || mayAddEdition(convention));
  return (
    <Group gap="xs" mt="auto" pt="xs">
      {actions.map(({ entry, variant, label, aria }) => (
        <Button
          key={entry.id}
          component={Link}
          to={hrefOf(entry, { id: convention.id })}
          variant={variant}
          size="xs"
          leftSection={<SectionIcon name={entry.icon} size={14} />}
          aria-label={aria}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** One convention: its name, the user's role, its editions and what the user may do with it. */
export function ConventionCard({ convention, editions, editionsState }: { convention: MyConvention; editions: MyEdition[]; editionsState: 'pending' | 'error' | 'success' }) {
  const { t, i18n } = useTranslation('gestion');
  const p = convention.permissions;
  const role = p.isAuthor ? t('myConventions.roleAuthor') : convention.title || t('myConventions.roleCollaborator');
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`convention-${convention.id}-name`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {convention.logo && <Image src={convention.logo} alt="" w={40} h={40} radius="sm" fit="contain" style={{ flexShrink: 0 }} />}
            <Title order={2} size="h4" id={`convention-${convention.id}-name`} style={{ overflowWrap: 'anywhere' }}>
              {convention.name}
            </Title>
          </Group>
          {convention.isArchived && (
            <Badge color="gray" variant="light" leftSection={<IconArchive size={12} />} style={{ flexShrink: 0 }}>
              {t('myConventions.archived')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Badge variant="light" color={p.isAuthor ? 'grape' : 'blue'} style={{ textTransform: 'none' }}>
            {role}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('myConventions.createdOn', { date: formatDate(convention.createdAt, i18n.language) })}
          </Text>
        </Group>
        {convention.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {convention.description}
          </Text>
        )}
        <Divider />
        <EditionsOf convention={convention} editions={editions} state={editionsState} />
        <ConventionActions convention={convention} />
      </Stack>
    </Card>
  );
}
