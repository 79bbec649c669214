import { Group, Text } from '@mantine/core';
import { IconMusic, IconMusicOff, IconPaw, IconPawOff, IconSmoking, IconSmokingNo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CarpoolOffer } from '../carpoolApi';

const FLAGS = [
  { key: 'smokingAllowed', on: IconSmoking, off: IconSmokingNo },
  { key: 'petsAllowed', on: IconPaw, off: IconPawOff },
  { key: 'musicAllowed', on: IconMusic, off: IconMusicOff },
] as const;

/** Smoking, pets and music in the car: an icon and its words each (never the icon alone). */
export function TripFlags({ offer }: { offer: Pick<CarpoolOffer, 'smokingAllowed' | 'petsAllowed' | 'musicAllowed'> }) {
  const { t } = useTranslation('community');
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {FLAGS.map(({ key, on, off }) => {
        const allowed = offer[key];
        const Icon = allowed ? on : off;
        return (
          <Group key={key} component="li" gap={4} wrap="nowrap">
            <Icon size={16} aria-hidden />
            <Text size="sm" c={allowed ? undefined : 'dimmed'}>
              {t(`carpool.flags.${key}.${allowed ? 'yes' : 'no'}`)}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
