import { Badge, Group, Text } from '@mantine/core';

/** What a row is linked to: a dimmed label, then one badge a name. */
export function LinkBadges({ label, names, color = 'gray' }: { label: string; names: readonly string[]; color?: string }) {
  if (!names.length) return null;
  return (
    <Group gap={4} wrap="wrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {names.map((name, i) => (
        <Badge key={`${i}-${name}`} size="sm" variant="light" color={color} style={{ textTransform: 'none' }}>
          {name}
        </Badge>
      ))}
    </Group>
  );
}
