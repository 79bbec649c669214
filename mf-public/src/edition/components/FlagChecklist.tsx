import { Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FLAG_ICONS } from '@festival/ui/editions';
import type { Edition } from '../editionApi';
import { flagsSet } from '../../shared/publicRules';

/** The amenities (or payment methods) the edition offers, each with its icon. */
export function FlagChecklist({ edition, flags, group }: { edition: Edition; flags: readonly (keyof typeof FLAG_ICONS)[]; group: 'amenities' | 'payments' }) {
  const { t } = useTranslation('public');
  const set = flagsSet(edition, flags);
  if (set.length === 0) return <Text c="dimmed">{t(`editions.detail.${group}None`)}</Text>;
  return (
    <List spacing="xs" center icon={null} styles={{ itemWrapper: { alignItems: 'center' } }}>
      {set.map((flag) => {
        const Icon = FLAG_ICONS[flag];
        return (
          <List.Item
            key={flag}
            icon={
              <ThemeIcon variant="light" color="teal" size="md" radius="xl">
                <Icon size={16} aria-hidden />
              </ThemeIcon>
            }
          >
            <Group gap={6} wrap="nowrap">
              <IconCheck size={14} aria-hidden color="var(--mantine-color-teal-filled)" />
              <span>{t(`${group}.${flag}`)}</span>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
