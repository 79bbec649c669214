import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyCard } from '@festival/ui';
import { SectionIcon } from '../../shared/SectionIcon';
import type { HomeCard } from '../gestionHomeRules';

/** A card per management page the user may open; a word of explanation when there is none. */
export function SectionCards({ cards }: { cards: HomeCard[] }) {
  const { t } = useTranslation('gestion');
  if (cards.length === 0) {
    return (
      <EmptyCard icon={<IconLock size={28} />} title={t('gestionHome.nothingTitle')} description={t('gestionHome.nothingText')} />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {cards.map((card) => (
        <li key={card.id}>
          <Card component={Link} to={card.to} withBorder radius="md" padding="md" h="100%">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <SectionIcon name={card.icon} size={20} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{t(card.title)}</Text>
                <Text size="sm" c="dimmed">
                  {t(card.text)}
                </Text>
              </div>
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
