import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Button, Card, Container, Divider, Group, Image, Pagination, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconArchive, IconCalendarPlus, IconLayoutDashboard, IconPencil, IconPlus, IconSettings, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@festival/i18n';
import { DataLoader, LoadingState, usePageMeta } from '@festival/ui';
import { useMyEditions, type MyEdition } from '../editions/editionApi';
import { EditionDates, VisibilityBadge } from '../editions/EditionBadges';
import { useMyConventions, type MyConvention } from './conventionApi';
import { pageOf, pagesFor } from './conventionRules';
import { NoConventionYet } from './NoConventionYet';

/** Conventions per page, and editions shown per convention before "show all". */
const CONVENTIONS_PER_PAGE = 12;
const EDITIONS_SHOWN = 4;

function EditionRow({ edition }: { edition: MyEdition }) {
  const { t } = useTranslation('gestion');
  const p = edition.permissions;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={6}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={`/editions/${edition.id}/gestion`} fw={500} style={{ overflowWrap: 'anywhere' }}>
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
            <ActionIcon component={Link} to={`/editions/${edition.id}/edit`} variant="subtle" size="lg" aria-label={t('myConventions.editEditionAria', { name: edition.name })}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {p.team && (
          <Tooltip label={t('myConventions.manageEditionAria', { name: edition.name })}>
            <ActionIcon
              component={Link}
              to={`/editions/${edition.id}/gestion`}
              variant="subtle"
              size="lg"
              aria-label={t('myConventions.manageEditionAria', { name: edition.name })}
            >
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

function ConventionCard({ convention, editions, editionsState }: { convention: MyConvention; editions: MyEdition[]; editionsState: 'pending' | 'error' | 'success' }) {
  const { t, i18n } = useTranslation('gestion');
  const p = convention.permissions;
  const role = p.isAuthor ? t('myConventions.roleAuthor') : convention.title || t('myConventions.roleCollaborator');
  const canOpenSettings = p.canEditConvention || p.canDeleteConvention;
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
        <Group gap="xs" mt="auto" pt="xs">
          {p.canAddEdition && (
            <Button
              component={Link}
              to={`/conventions/${convention.id}/editions/add`}
              variant="light"
              size="xs"
              leftSection={<IconCalendarPlus size={14} />}
              aria-label={t('myConventions.addEditionAria', { name: convention.name })}
            >
              {t('myConventions.addEdition')}
            </Button>
          )}
          {canOpenSettings && (
            <Button
              component={Link}
              to={`/conventions/${convention.id}/edit`}
              variant="default"
              size="xs"
              leftSection={<IconSettings size={14} />}
              aria-label={t('myConventions.editAria', { name: convention.name })}
            >
              {t('myConventions.edit')}
            </Button>
          )}
          {p.team && (
            <Button
              component={Link}
              to={`/conventions/${convention.id}/collaborators`}
              variant="default"
              size="xs"
              leftSection={<IconUsers size={14} />}
              aria-label={t('myConventions.teamAria', { name: convention.name })}
            >
              {t('myConventions.team')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Conventions the user created or collaborates on, each with its editions and what the user may do there. */
export default function MyConventionsPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('myConventions.title'));
  const query = useMyConventions();
  const editions = useMyEditions();
  const [page, setPage] = useState(1);
  // One request for every edition of every convention, grouped here (no request per card).
  const byConvention = useMemo(() => {
    const map = new Map<number, MyEdition[]>();
    for (const e of editions.data?.items ?? []) map.set(e.conventionId, [...(map.get(e.conventionId) ?? []), e]);
    return map;
  }, [editions.data]);
  const canAddSomewhere = query.data?.items.some((c) => c.permissions.canAddEdition) ?? false;
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('myConventions.title')}</Title>
            <Text c="dimmed">{t('myConventions.subtitle')}</Text>
          </div>
          <Group gap="xs">
            {canAddSomewhere && (
              <Button component={Link} to="/editions/add" variant="default" leftSection={<IconCalendarPlus size={16} />} visibleFrom="xs">
                {t('myConventions.addEdition')}
              </Button>
            )}
            <Button component={Link} to="/conventions/add" leftSection={<IconPlus size={16} />} visibleFrom="xs">
              {t('myConventions.create')}
            </Button>
            <Tooltip label={t('myConventions.create')}>
              <ActionIcon component={Link} to="/conventions/add" size="lg" hiddenFrom="xs" aria-label={t('myConventions.create')}>
                <IconPlus size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {editions.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('myConventions.editionsFailed')}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void editions.refetch()}>
                {t('myConventions.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        <DataLoader
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={<NoConventionYet title={t('myConventions.emptyTitle')} description={t('myConventions.emptyText')} />}
        >
          {(data) => {
            const pages = pagesFor(data.items.length, CONVENTIONS_PER_PAGE);
            const current = Math.min(page, pages);
            return (
              <Stack gap="lg">
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {pageOf(data.items, current, CONVENTIONS_PER_PAGE).map((c) => (
                    <ConventionCard key={c.id} convention={c} editions={byConvention.get(c.id) ?? []} editionsState={editions.status} />
                  ))}
                </SimpleGrid>
                {pages > 1 && (
                  <Group justify="center">
                    <Pagination
                      total={pages}
                      value={current}
                      onChange={(p) => {
                        setPage(p);
                        window.scrollTo({ top: 0 });
                      }}
                      getControlProps={(control) => ({
                        'aria-label': control === 'previous' ? t('myConventions.previousPage') : control === 'next' ? t('myConventions.nextPage') : undefined,
                      })}
                      getItemProps={(p) => ({ 'aria-label': t('myConventions.page', { page: p }) })}
                    />
                  </Group>
                )}
              </Stack>
            );
          }}
        </DataLoader>
      </Stack>
    </Container>
  );
}
