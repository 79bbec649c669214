import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@festival/ui';
import { Drawer } from '@festival/ui/later';
import { formatInZone } from '@festival/i18n/zoned';

/** A line of a checkpoint's history (the gate's GateHistoryLineDto; a meal's adds which meal). */
export interface HistoryLine {
  id: number;
  action: 'ENTRY' | 'UNDO';
  at: string;
  by: string | null;
  deviceId: string;
  offline: boolean;
  conflict: boolean;
  undone: boolean;
}

/**
 * A person's validations and undos at a checkpoint, newest first: when, by whom, on which device,
 * made offline, in conflict, taken back (and what `detail` adds, a meal's name). Words of the checkpoint (`ns`).
 */
export function HistoryDrawer<L extends HistoryLine>({
  ns,
  timeZone,
  name,
  history,
  detail,
  onClose,
}: {
  ns: 'gate' | 'canteen';
  timeZone: string;
  /** The person's name: the drawer is open while there is one. */
  name: string | null;
  history: UseQueryResult<{ lines: L[] }>;
  detail?: (line: L) => ReactNode;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('gestion');
  return (
    <Drawer opened={name !== null} onClose={onClose} position="bottom" size="70%" title={name ? t(`${ns}.historyTitle`, { name }) : ''}>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.lines.length === 0 ? (
        <Text c="dimmed">{t(`${ns}.historyEmpty`)}</Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {history.data.lines.map((line) => (
            <Stack key={line.id} component="li" gap={2}>
              <Group gap="xs">
                <Text fw={700}>{t(`${ns}.action.${line.action}`)}</Text>
                {detail?.(line)}
                <Text>{formatInZone(line.at, i18n.language, timeZone, { weekday: 'short', hour: '2-digit', minute: '2-digit' })}</Text>
                {line.offline && <Badge variant="light">{t('gate.offline')}</Badge>}
                {line.conflict && <Badge color="orange" variant="light">{t('gate.conflict')}</Badge>}
                {line.undone && <Badge color="gray" variant="light">{t('gate.undone')}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {[line.by && t('gate.by', { by: line.by }), t('gate.device', { device: line.deviceId.slice(0, 8) })].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
