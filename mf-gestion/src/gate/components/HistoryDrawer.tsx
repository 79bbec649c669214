import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@festival/ui';
import { Drawer } from '@festival/ui/later';
import { formatInZone } from '@festival/i18n/zoned';
import { useGateHistory } from '../gateApi';
import type { GateSubjectKind } from '../gateRules';

/** A person's entries and undos, newest first: when, by whom, on which device, made offline, in conflict, taken back. */
export function HistoryDrawer({ editionId, timeZone, person, onClose }: { editionId: number; timeZone: string; person: { kind: GateSubjectKind; subjectId: number; name: string } | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('gestion');
  const history = useGateHistory(editionId, person);
  return (
    <Drawer opened={person !== null} onClose={onClose} position="bottom" size="70%" title={person ? t('gate.historyTitle', { name: person.name }) : ''}>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.lines.length === 0 ? (
        <Text c="dimmed">{t('gate.historyEmpty')}</Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {history.data.lines.map((line) => (
            <Stack key={line.id} component="li" gap={2}>
              <Group gap="xs">
                <Text fw={700}>{t(`gate.action.${line.action}`)}</Text>
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
