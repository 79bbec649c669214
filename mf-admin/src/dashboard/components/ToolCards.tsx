import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardOf, hrefOf } from '@festival/ui';
import { ADMIN_SECTIONS } from '../../sections';
import { SectionIcon } from '../../shared/SectionIcon';

/** A card per admin tool: the sections of the registry that have one. */
export function ToolCards() {
  const { t } = useTranslation('admin');
  const tools = ADMIN_SECTIONS.flatMap((entry) => {
    const card = cardOf(entry, {});
    return card ? [{ entry, card }] : [];
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {tools.map(({ entry, card }) => (
        <Card key={entry.id} withBorder radius="md" padding="lg" component={Link} to={hrefOf(entry)} style={{ color: 'inherit', textDecoration: 'none' }}>
          <Group wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="md" variant="light" color="grape">
              <SectionIcon name={entry.icon} size={24} />
            </ThemeIcon>
            <div style={{ flex: 1 }}>
              <Text fw={600}>{t(card.title)}</Text>
              <Text size="sm" c="dimmed">
                {t(card.text)}
              </Text>
            </div>
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
