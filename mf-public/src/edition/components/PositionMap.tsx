import { useMemo } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hrefOf } from '@festival/ui';
import { EditionMap } from '@festival/ui/map';
import { mapSubtitle } from '../../shared/publicRules';
import type { Edition } from '../editionApi';
import { openStreetMapUrl } from '../editionRules';
import { editionEntry } from '../entry';

export function isPosition(edition: Edition): edition is Edition & { latitude: number; longitude: number } {
  return edition.latitude !== null && edition.longitude !== null;
}

/** The edition's position on a small map, with a link to open it on OpenStreetMap. */
export function PositionMap({ edition }: { edition: Edition & { latitude: number; longitude: number } }) {
  const { t, i18n } = useTranslation('public');
  const markers = useMemo(
    () => [
      {
        id: edition.id,
        latitude: edition.latitude,
        longitude: edition.longitude,
        title: edition.name,
        subtitle: mapSubtitle(edition, i18n.language),
        href: hrefOf(editionEntry, { id: edition.id }),
      },
    ],
    [edition, i18n.language],
  );
  return (
    <Stack gap={6}>
      <EditionMap markers={markers} height={220} />
      <Anchor href={openStreetMapUrl(edition.latitude, edition.longitude)} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} wrap="nowrap">
          <span>{t('editions.detail.openMap')}</span>
          <IconExternalLink size={14} aria-label={t('editions.detail.newTab')} />
        </Group>
      </Anchor>
    </Stack>
  );
}
