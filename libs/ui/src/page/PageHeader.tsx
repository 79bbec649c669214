import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

interface PageHeaderProps {
  title: ReactNode;
  /** Above the title (a way back, the convention of an edition…). */
  above?: ReactNode;
  /** Under the title: a string is a dimmed subtitle, anything else is shown as it is. */
  below?: ReactNode;
  /** The page's own actions, on the right (under the title on a narrow screen). */
  actions?: ReactNode;
}

/** The top of a page: its one h1, what frames it, and its actions. */
export function PageHeader({ title, above, below, actions }: PageHeaderProps) {
  const heading = (
    <div style={{ minWidth: 0 }}>
      {above}
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {typeof below === 'string' ? (
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {below}
        </Text>
      ) : (
        below
      )}
    </div>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {heading}
      {actions}
    </Group>
  );
}
