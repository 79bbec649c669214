import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';

export interface ShowItemData {
  id: number;
  title: string;
  description: string | null;
  startDateTime: string;
  endDateTime: string;
  location: string | null;
}

/** One show: its times, title, place, artists (`artists`: the line naming them, or null) and description; `action` on the right (a star). */
export function ShowItem({ show, lng, artists, action, below }: { show: ShowItemData; lng: string; artists: string | null; action?: ReactNode; below?: ReactNode }) {
  const time = new Intl.DateTimeFormat(lng, { hour: '2-digit', minute: '2-digit' });
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid="programme-show">
      <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} c="dimmed" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }} miw={96}>
          {time.format(new Date(show.startDateTime))}–{time.format(new Date(show.endDateTime))}
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
      </Group>
      {action && <div style={{ flexShrink: 0 }}>{action}</div>}
    </Group>
  );
}

/** The heading of a day of shows, in the reader's language. */
export function DayHeading({ day, lng, id }: { day: string; lng: string; id?: string }) {
  const label = new Intl.DateTimeFormat(lng, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${day}T12:00:00`));
  return (
    <Text component="h3" id={id} size="sm" tt="uppercase" c="dimmed" fw={700} m={0} data-testid="programme-day">
      {label}
    </Text>
  );
}
