import type { ReactNode } from 'react';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * An answer filling the screen in its outcome's colour (readable in sunlight: big text, the theme's
 * filled colour and its readable label colour): the title, the person, what the checkpoint shows of them,
 * its main action, then the next person, the history and the undo. Words of the checkpoint (`ns`).
 */
export function ResultFrame({
  ns,
  outcome,
  color,
  title,
  person,
  canUndo,
  action,
  onNext,
  onHistory,
  onUndo,
  children,
}: {
  ns: 'gate' | 'canteen';
  outcome: string;
  color: 'green' | 'orange' | 'gray' | 'red';
  title: string;
  /** Who: their name, and a line of what they are (kind, tier, diet…). */
  person: { name: string; line: string } | null;
  canUndo: boolean;
  /** The main action (validate, pay and let in), or nothing. */
  action: ReactNode;
  onNext: () => void;
  onHistory: () => void;
  onUndo: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('gestion');
  return (
    <Box
      data-testid={`${ns}-result`}
      data-outcome={outcome}
      role="status"
      aria-live="assertive"
      p="lg"
      style={{
        background: `var(--mantine-color-${color}-filled)`,
        color: `var(--festival-color-${color}-on-filled)`,
        borderRadius: 12,
        minHeight: 'calc(100dvh - 120px)',
      }}
    >
      <Stack gap="sm">
        <Title order={2} fz={40} lh={1.1} c="inherit">
          {title}
        </Title>
        {person && (
          <>
            <Text fz={28} fw={700} lh={1.2}>
              {person.name}
            </Text>
            <Text fz="xl" fw={600}>
              {person.line}
            </Text>
          </>
        )}
        {children}
        {action}
        <Group grow gap="xs">
          <Button size="lg" h={56} variant="white" color="dark" onClick={onNext} data-autofocus>
            {t(`${ns}.next`)}
          </Button>
          {person && (
            <Button size="lg" h={56} variant="outline" color="dark" c="inherit" style={{ borderColor: 'currentColor' }} leftSection={<IconHistory size={20} />} onClick={onHistory}>
              {t(`${ns}.history`)}
            </Button>
          )}
        </Group>
        {canUndo && (
          <Button size="lg" h={56} variant="outline" c="inherit" style={{ borderColor: 'currentColor' }} leftSection={<IconArrowBackUp size={20} />} onClick={onUndo}>
            {t(`${ns}.undo`)}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** The earlier validation in force: since when (the checkpoint's words), by whom, on which device. */
export function PreviousEntry({ testId, since, entry }: { testId: string; since: string; entry: { by: string | null; deviceId: string } }) {
  const { t } = useTranslation('gestion');
  return (
    <Text fz="xl" fw={600} data-testid={testId}>
      {since}
      {entry.by ? ` · ${t('gate.by', { by: entry.by })}` : ''}
      {entry.deviceId ? ` · ${t('gate.device', { device: entry.deviceId.slice(0, 8) })}` : ''}
    </Text>
  );
}
