import { Avatar, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingCommunity, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataLoader, EmptyState, usePageMeta } from '@festival/ui';
import { fetchMyConventions } from './api';

/** Conventions the user created or collaborates on. Creating one arrives with the conventions feature. */
export default function MyConventionsPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('myConventions.title'));
  const query = useQuery({ queryKey: ['conventions', 'mine'], queryFn: fetchMyConventions });
  const createButton = (
    <Tooltip label={t('myConventions.createComingSoon')}>
      <Button leftSection={<IconPlus size={16} />} disabled data-disabled aria-disabled>
        {t('myConventions.create')}
      </Button>
    </Tooltip>
  );
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('myConventions.title')}</Title>
            <Text c="dimmed">{t('myConventions.subtitle')}</Text>
          </div>
          {createButton}
        </Group>
        <DataLoader
          query={query}
          isEmpty={(items) => items.length === 0}
          empty={
            <Card withBorder radius="md">
              <EmptyState
                icon={<IconBuildingCommunity size={28} />}
                title={t('myConventions.emptyTitle')}
                description={
                  <>
                    {t('myConventions.emptyText')}
                    <br />
                    {t('myConventions.emptyComingSoon')}
                  </>
                }
                action={<Badge variant="light">{t('myConventions.comingSoonBadge')}</Badge>}
              />
            </Card>
          }
        >
          {(items) => (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {items.map((c) => (
                <Card key={c.id} withBorder radius="md" padding="lg">
                  <Group wrap="nowrap">
                    <Avatar src={c.logo ?? null} radius="md" alt="">
                      <IconBuildingCommunity size={20} />
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {c.name}
                      </Text>
                      {c.description && (
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {c.description}
                        </Text>
                      )}
                    </div>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </DataLoader>
      </Stack>
    </Container>
  );
}
