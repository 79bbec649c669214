import type { ReactNode } from 'react';
import { Anchor, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';

/** A figure of the dashboard, with a link to the list behind it. */
export function StatCard({ label, value, icon, color, to, linkLabel }: { label: string; value: string; icon: ReactNode; color: string; to?: string; linkLabel?: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {value}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
      {to && (
        <Anchor component={Link} to={to} size="sm" mt="sm">
          {linkLabel}
        </Anchor>
      )}
    </Card>
  );
}
