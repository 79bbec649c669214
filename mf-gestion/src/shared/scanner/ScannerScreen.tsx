import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, errorMessageOf } from '@festival/ui';
import { Modal, Switch } from '@festival/ui/later';
import { formatInZone } from '@festival/i18n/zoned';
import { CameraScanner } from './CameraScanner';
import { CodeField } from './CodeField';
import { PersonSearch } from './PersonSearch';
import { SEARCH_MIN, type SubjectKind } from './scannerRules';
import type { Checkpoint, CheckpointAnswer, CheckpointScreen, Lookup } from './useCheckpoint';

/** A person a history is asked about. */
export interface HistoryPerson {
  kind: SubjectKind;
  subjectId: number;
  name: string;
}

/** What the result panel is handed: the answer on screen and the actions around it. */
export interface ResultActions<A> {
  screen: CheckpointScreen<A>;
  busy: boolean;
  onUndo: () => void;
  onHistory: () => void;
  onNext: () => void;
}

/**
 * A checkpoint's scanner, for a phone in one hand: a code (camera, hardware scanner, typed) or a
 * person searched, the answer in full colour, validating, undoing (asked first), the history, and
 * the offline side (banner, queue waiting, conflicts). Its words are the checkpoint's (`ns`: gate,
 * canteen); the answer's panel and a found person's line are drawn by the checkpoint.
 */
export function ScannerScreen<A extends CheckpointAnswer, S>({
  ns,
  checkpoint,
  timeZone,
  auto,
  validate,
  renderResult,
  renderFound,
  pickOf,
  history,
}: {
  ns: 'gate' | 'canteen';
  checkpoint: Checkpoint<A, S>;
  timeZone: string;
  auto: [boolean, (on: boolean) => void];
  /** Validates the person on screen (the result panel's main button, and the automatic mode through `scan`). */
  validate: (lookup: Lookup) => Promise<unknown>;
  renderResult: (actions: ResultActions<A> & { run: (action: () => Promise<unknown>) => void }) => ReactNode;
  renderFound: (person: S) => ReactNode;
  /** A found person as the checkpoint looks them up. */
  pickOf: (person: S) => HistoryPerson;
  history: (person: HistoryPerson | null, onClose: () => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation('gestion');
  const [isAuto, setAuto] = auto;
  const [error, setError] = useState<string | null>(null);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const [historyOf, setHistoryOf] = useState<HistoryPerson | null>(null);
  const [showConflicts, setShowConflicts] = useState(false);
  const [answered, setAnswered] = useState(0);
  const clock = (moment: string | number) => formatInZone(moment, i18n.language, timeZone);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorMessageOf(err, t(`${ns}.failed`)));
    } finally {
      setAnswered((n) => n + 1);
    }
  };

  const screen = checkpoint.screen;
  return (
    <Stack gap="sm">
      {checkpoint.offline && (
        <Alert color="orange" icon={<IconCloudOff size={20} />} data-testid={`${ns}-offline`}>
          {checkpoint.copySavedAt ? t(`${ns}.offlineBanner`, { time: clock(checkpoint.copySavedAt) }) : t(`${ns}.offlineNoCopy`)}
        </Alert>
      )}
      <Group gap="xs" justify="space-between">
        {checkpoint.waiting > 0 ? (
          <Badge size="lg" color="orange" variant="light" data-testid={`${ns}-waiting`}>
            {t(`${ns}.waiting`, { n: checkpoint.waiting })}
          </Badge>
        ) : (
          <span />
        )}
        {checkpoint.conflicts.length > 0 && (
          <Button size="sm" color="orange" variant="light" leftSection={<IconAlertTriangle size={16} />} onClick={() => setShowConflicts(true)}>
            {t(`${ns}.conflicts`, { n: checkpoint.conflicts.length })}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {screen ? (
        renderResult({
          screen,
          busy: checkpoint.busy,
          run: (action) => void run(action),
          onUndo: () => setConfirmUndo(true),
          onHistory: () => screen.answer.person && setHistoryOf(screen.answer.person),
          onNext: () => {
            checkpoint.close();
            setAnswered((n) => n + 1);
          },
        })
      ) : (
        <>
          <Switch size="lg" checked={isAuto} onChange={(e) => setAuto(e.currentTarget.checked)} label={t(`${ns}.auto`)} description={t(`${ns}.autoHint`)} />
          <CodeField focusKey={answered} disabled={checkpoint.busy} onCode={(code) => void run(() => checkpoint.scan(code, isAuto))} />
          <CameraScanner onCode={(code) => void run(() => checkpoint.scan(code, isAuto))} />
          <PersonSearch
            search={checkpoint.search}
            min={SEARCH_MIN}
            itemKey={(p) => {
              const { kind, subjectId } = pickOf(p);
              return `${kind}:${subjectId}`;
            }}
            onPick={(p) => {
              const { kind, subjectId } = pickOf(p);
              void run(() => (isAuto ? validate({ kind, subjectId }) : checkpoint.ask({ kind, subjectId })));
            }}
            renderItem={renderFound}
          />
        </>
      )}
      <ConfirmModal
        opened={confirmUndo}
        onClose={() => setConfirmUndo(false)}
        title={t(`${ns}.undoTitle`)}
        description={t(`${ns}.undoText`, { name: screen?.answer.person?.name ?? '' })}
        confirmLabel={t(`${ns}.undo`)}
        onConfirm={async () => {
          setConfirmUndo(false);
          await run(async () => {
            await checkpoint.undo();
            notifications.show({ color: 'green', message: t(`${ns}.undoDone`) });
          });
        }}
      />
      {history(historyOf, () => setHistoryOf(null))}
      <Modal opened={showConflicts} onClose={() => setShowConflicts(false)} title={t(`${ns}.conflictsTitle`)}>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {checkpoint.conflicts.map((c) => (
            <Text key={c.clientId} component="li">
              {t(`${ns}.conflictLine`, { name: c.name, at: clock(c.at), other: clock(c.other.at), device: c.other.deviceId.slice(0, 8) })}
            </Text>
          ))}
        </Stack>
      </Modal>
    </Stack>
  );
}

/** A person found by a search: name, kind and details, and what a scan would answer (its colour and words). */
export function FoundPerson({ name, line, color, outcome }: { name: string; line: string; color: string; outcome: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0}>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {line}
        </Text>
      </Stack>
      <Badge color={color} variant="light">
        {outcome}
      </Badge>
    </Group>
  );
}
