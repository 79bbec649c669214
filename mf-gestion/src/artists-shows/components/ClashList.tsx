import { Badge, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { whenRange } from '@festival/i18n/zoned';
import type { ShowClash } from '../showsApi';
import { dayLabel } from '../showsRules';

/** A clash in words: who or what is shared with which show, and when; or the edition's days. */
export function clashText(t: TFunction, clash: ShowClash, lng: string, timeZone: string): string {
  const when = clash.start && clash.end ? whenRange(clash.start, clash.end, lng, timeZone) : '';
  switch (clash.code) {
    case 'ARTIST_OVERLAP':
      return t('shows.clashes.ARTIST_OVERLAP', { artist: clash.artistName, show: clash.showTitle, when });
    case 'PLACE_OVERLAP':
      return t('shows.clashes.PLACE_OVERLAP', { place: clash.location, show: clash.showTitle, when });
    default:
      return t('shows.clashes.OUTSIDE_EDITION', { from: dayLabel(clash.startDate ?? '', lng), to: dayLabel(clash.endDate ?? '', lng) });
  }
}

/** A show's clash badges (one per kind) and each clash explained. */
export function ClashList({ clashes, timeZone }: { clashes: readonly ShowClash[]; timeZone: string }) {
  const { t, i18n } = useTranslation('artists');
  if (!clashes.length) return null;
  const kinds = [...new Set(clashes.map((c) => c.code))];
  return (
    <div data-testid="show-clashes">
      <Group gap={4} mb={4}>
        {kinds.map((code) => (
          <Badge key={code} color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
            {t(`shows.badges.${code}`)}
          </Badge>
        ))}
      </Group>
      <List size="sm" spacing={2} c="orange.9">
        {clashes.map((c, i) => (
          <List.Item key={i}>
            <Text size="sm" c="orange.9" span>
              {clashText(t, c, i18n.language, timeZone)}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
