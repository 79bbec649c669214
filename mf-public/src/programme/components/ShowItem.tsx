import type { ReactNode } from 'react';
import { Flex, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { browserTimeZone, formatDay, formatInZone, sameClocks, zoneCity } from '@festival/i18n/zoned';

export interface ShowItemData {
  id: number;
  title: string;
  description: string | null;
  startDateTime: string;
  endDateTime: string;
  location: string | null;
}

/** Whether a language writes times on a 12-hour clock ("10:00 AM"): its times take more room. */
const twelveHours = (lng: string) => new Intl.DateTimeFormat(lng, { hour: 'numeric' }).resolvedOptions().hour12 === true;

/**
 * One show: its times on the edition's clocks (`timeZone`), title, place, artists (`artists`: the
 * line naming them, or null) and description; `action` on the right (a star).
 */
export function ShowItem({
  show,
  lng,
  timeZone,
  artists,
  action,
  below,
}: {
  show: ShowItemData;
  lng: string;
  timeZone: string;
  artists: string | null;
  action?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid="programme-show">
      {/* The times above the title on a phone, in a column of one width beside it on wider screens (wider for a 12-hour clock). */}
      <Flex direction={{ base: 'column', xs: 'row' }} align="flex-start" gap={{ base: 2, xs: 'sm' }} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} c="dimmed" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }} miw={{ base: 0, xs: twelveHours(lng) ? 160 : 96 }}>
          {formatInZone(show.startDateTime, lng, timeZone)}–{formatInZone(show.endDateTime, lng, timeZone)}
        </Text>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {show.title}
          </Text>
          {show.location && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {show.location}
              </Text>
            </Group>
          )}
          {artists && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {artists}
            </Text>
          )}
          {show.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {show.description}
            </Text>
          )}
          {below}
        </Stack>
      </Flex>
      {action && <div style={{ flexShrink: 0 }}>{action}</div>}
    </Group>
  );
}

/** The heading of a day of shows (YYYY-MM-DD, an edition's day), in the reader's language. */
export function DayHeading({ day, lng, id }: { day: string; lng: string; id?: string }) {
  const label = formatDay(day, lng, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <Text component="h3" id={id} size="sm" tt="uppercase" c="dimmed" fw={700} m={0} data-testid="programme-day">
      {label}
    </Text>
  );
}

/**
 * 'Times in Paris time' when the visitor's clocks differ from the edition's at these moments (a
 * visitor abroad, or the edition far away); nothing otherwise. `text` words it with the city.
 */
export function ZoneHint({ timeZone, moments, text }: { timeZone: string; moments: readonly string[]; text: (city: string) => string }) {
  if (sameClocks(timeZone, browserTimeZone(), moments)) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="zone-hint">
      {text(zoneCity(timeZone))}
    </Text>
  );
}
