import { useMemo } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditionMap } from '@festival/ui/map';
import type { EditionMapResult } from '../../shared/publicApi';
import { markersOf } from '../homeRules';

/** The map view of the search: every located match, plus what is not on the map and why. */
export function EditionMapView({ data, busy }: { data: EditionMapResult; busy: boolean }) {
  const { t, i18n } = useTranslation('public');
  const phone = useMediaQuery('(max-width: 48em)');
  const markers = useMemo(() => markersOf(data.items, i18n.language), [data.items, i18n.language]);
  return (
    <Stack gap="xs" aria-busy={busy} style={{ opacity: busy ? 0.7 : 1 }}>
      {data.total > data.items.length && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
          {t('editions.map.truncated', { shown: data.items.length, total: data.total })}
        </Alert>
      )}
      <EditionMap markers={markers} height={phone ? 400 : 520} />
      {data.withoutCoordinates > 0 && (
        <Text size="sm" c="dimmed" role="note">
          <IconMapPinOff size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
          {t('editions.map.withoutCoordinates', { count: data.withoutCoordinates })}
        </Text>
      )}
    </Stack>
  );
}
