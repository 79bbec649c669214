import { Badge, Button, Card, Container, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingCommunity, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, usePageMeta } from '@festival/ui';

/**
 * Conventions the user created or collaborates on. Conventions arrive with their own feature (the
 * next issue); until then nobody has any, so the page shows its empty state without asking the API.
 */
export default function MyConventionsPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('myConventions.title'));
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
      </Stack>
    </Container>
  );
}
