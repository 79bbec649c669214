import { Stack, Text } from '@mantine/core';

/** One figure of a summary block: what it counts, then the value in bold. */
export function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}
