import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMasksTheater } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref } from '@festival/ui';
import { formatDayRange } from '@festival/ui/editions';
import { useMyArtistRecords } from '../myConventionsApi';

/** "Artist spaces": the editions where the user performs, each opening their artist space (public app); nothing when there is none. */
export function ArtistSpaces() {
  const { t, i18n } = useTranslation('gestion');
  const records = useMyArtistRecords();
  const items = records.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="artist-spaces" data-testid="artist-spaces">
      <Title order={2} size="h4" id="artist-spaces">
        {t('artistSections.space.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {items.map((r) => (
          <Card key={r.id} withBorder radius="md" padding="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconMasksTheater size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={sectionHref('public/artist-space', { id: r.edition.id }) ?? '#'} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {r.edition.name}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {r.edition.conventionName} · {formatDayRange(r.edition.startDate, r.edition.endDate, i18n.language)}
                </Text>
                <Text size="sm">{t('artistSections.space.shows', { count: r.showCount })}</Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
