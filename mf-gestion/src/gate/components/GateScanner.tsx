import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, errorMessageOf } from '@festival/ui';
import { Modal, Switch } from '@festival/ui/later';
import { formatInZone } from '@festival/i18n/zoned';
import { CameraScanner } from '../../shared/scanner/CameraScanner';
import { CodeField } from '../../shared/scanner/CodeField';
import { PersonSearch } from '../../shared/scanner/PersonSearch';
import { outcomeColor, SEARCH_MIN } from '../gateRules';
import { useAutoLetIn, useGate } from '../useGate';
import { GateResult } from './GateResult';
import { HistoryDrawer } from './HistoryDrawer';

/** The gate's scanner: a code (camera, hardware scanner, typed) or a person searched, the answer, letting in; through a network cut too. */
export function GateScanner({ editionId, timeZone }: { editionId: number; timeZone: string }) {
  const { t, i18n } = useTranslation('gestion');
  const gate = useGate(editionId);
  const [auto, setAuto] = useAutoLetIn();
  const [error, setError] = useState<string | null>(null);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const [historyOf, setHistoryOf] = useState<{ kind: 'TICKET' | 'VOLUNTEER' | 'ARTIST'; subjectId: number; name: string } | null>(null);
  const [showConflicts, setShowConflicts] = useState(false);
  const [answered, setAnswered] = useState(0);
  const clock = (moment: string | number) => formatInZone(moment, i18n.language, timeZone);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorMessageOf(err, t('gate.failed')));
    } finally {
      setAnswered((n) => n + 1);
    }
  };

  const screen = gate.screen;
  return (
    <Stack gap="sm">
      {gate.offline && (
        <Alert color="orange" icon={<IconCloudOff size={20} />} data-testid="gate-offline">
          {gate.copySavedAt ? t('gate.offlineBanner', { time: clock(gate.copySavedAt) }) : t('gate.offlineNoCopy')}
        </Alert>
      )}
      <Group gap="xs" justify="space-between">
        {gate.waiting > 0 ? (
          <Badge size="lg" color="orange" variant="light" data-testid="gate-waiting">
            {t('gate.waiting', { n: gate.waiting })}
          </Badge>
        ) : (
          <span />
        )}
        {gate.conflicts.length > 0 && (
          <Button size="sm" color="orange" variant="light" leftSection={<IconAlertTriangle size={16} />} onClick={() => setShowConflicts(true)}>
            {t('gate.conflicts', { n: gate.conflicts.length })}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {screen ? (
        <GateResult
          screen={screen}
          timeZone={timeZone}
          busy={gate.busy}
          onLetIn={(method) => void run(() => gate.letIn(screen.lookup, method))}
          onUndo={() => setConfirmUndo(true)}
          onHistory={() => screen.answer.person && setHistoryOf(screen.answer.person)}
          onNext={() => {
            gate.close();
            setAnswered((n) => n + 1);
          }}
        />
      ) : (
        <>
          <Switch size="lg" checked={auto} onChange={(e) => setAuto(e.currentTarget.checked)} label={t('gate.auto')} description={t('gate.autoHint')} />
          <CodeField focusKey={answered} disabled={gate.busy} onCode={(code) => void run(() => gate.scan(code, auto))} />
          <CameraScanner onCode={(code) => void run(() => gate.scan(code, auto))} />
          <PersonSearch
            search={gate.search}
            min={SEARCH_MIN}
            itemKey={(p) => `${p.kind}:${p.subjectId}`}
            onPick={(p) => void run(() => (auto ? gate.letIn({ kind: p.kind, subjectId: p.subjectId }) : gate.ask({ kind: p.kind, subjectId: p.subjectId })))}
            renderItem={(p) => (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0}>
                  <Text fw={600}>{p.name}</Text>
                  <Text size="sm" c="dimmed">
                    {[t(`gate.kind.${p.kind}`), p.detail].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Badge color={outcomeColor(p.outcome)} variant="light">
                  {t(`gate.outcome.${p.outcome}`)}
                </Badge>
              </Group>
            )}
          />
        </>
      )}
      <ConfirmModal
        opened={confirmUndo}
        onClose={() => setConfirmUndo(false)}
        title={t('gate.undoTitle')}
        description={t('gate.undoText', { name: screen?.answer.person?.name ?? '' })}
        confirmLabel={t('gate.undo')}
        onConfirm={async () => {
          setConfirmUndo(false);
          await run(async () => {
            await gate.undo();
            notifications.show({ color: 'green', message: t('gate.undoDone') });
          });
        }}
      />
      <HistoryDrawer editionId={editionId} timeZone={timeZone} person={historyOf} onClose={() => setHistoryOf(null)} />
      <Modal opened={showConflicts} onClose={() => setShowConflicts(false)} title={t('gate.conflictsTitle')}>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {gate.conflicts.map((c) => (
            <Text key={c.clientId} component="li">
              {t('gate.conflictLine', { name: c.name, at: clock(c.at), other: clock(c.other.at), device: c.other.deviceId.slice(0, 8) })}
            </Text>
          ))}
        </Stack>
      </Modal>
    </Stack>
  );
}
