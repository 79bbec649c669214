import { ActionIcon, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconBuildingCommunity, IconPencil, IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@festival/i18n';
import { DataLoader, EmptyState, usePageMeta } from '@festival/ui';
import { useMyConventions, type MyConvention } from './conventionApi';

function ConventionCard({ convention }: { convention: MyConvention }) {
  const { t, i18n } = useTranslation('gestion');
  const p = convention.permissions;
  const role = p.isAuthor ? t('myConventions.roleAuthor') : convention.title || t('myConventions.roleCollaborator');
  const canOpenSettings = p.canEditConvention || p.canDeleteConvention;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`convention-${convention.id}-name`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={`convention-${convention.id}-name`} style={{ overflowWrap: 'anywhere' }}>
            {convention.name}
          </Title>
          {convention.isArchived && (
            <Badge color="gray" variant="light" leftSection={<IconArchive size={12} />} style={{ flexShrink: 0 }}>
              {t('myConventions.archived')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Badge variant="light" color={p.isAuthor ? 'grape' : 'blue'}>
            {role}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('myConventions.createdOn', { date: formatDate(convention.createdAt, i18n.language) })}
          </Text>
        </Group>
        {convention.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {convention.description}
          </Text>
        )}
        {(canOpenSettings || p.team) && (
          <Group gap="xs" mt="auto" pt="xs">
            {canOpenSettings && (
              <Button
                component={Link}
                to={`/conventions/${convention.id}/edit`}
                variant="light"
                size="xs"
                leftSection={<IconPencil size={14} />}
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
        )}
      </Stack>
    </Card>
  );
}

/** Conventions the user created or collaborates on. */
export default function MyConventionsPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('myConventions.title'));
  const query = useMyConventions();
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('myConventions.title')}</Title>
            <Text c="dimmed">{t('myConventions.subtitle')}</Text>
          </div>
          <Button component={Link} to="/conventions/add" leftSection={<IconPlus size={16} />} visibleFrom="xs">
            {t('myConventions.create')}
          </Button>
          <Tooltip label={t('myConventions.create')}>
            <ActionIcon component={Link} to="/conventions/add" size="lg" hiddenFrom="xs" aria-label={t('myConventions.create')}>
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <DataLoader
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Card withBorder radius="md">
              <EmptyState
                icon={<IconBuildingCommunity size={28} />}
                title={t('myConventions.emptyTitle')}
                description={t('myConventions.emptyText')}
                action={
                  <Button component={Link} to="/conventions/add" leftSection={<IconPlus size={16} />}>
                    {t('myConventions.create')}
                  </Button>
                }
              />
            </Card>
          }
        >
          {(data) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {data.items.map((c) => (
                <ConventionCard key={c.id} convention={c} />
              ))}
            </SimpleGrid>
          )}
        </DataLoader>
      </Stack>
    </Container>
  );
}
