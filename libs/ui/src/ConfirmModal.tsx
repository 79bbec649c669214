import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canConfirm, checklistComplete, nameMatches, type ConfirmChecklistItem } from './confirm-rules';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void | Promise<void>;
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** When set, the user must type this name (trimmed) to confirm. */
  expectedName?: string;
  /** When set, every item must be ticked. */
  checklist?: ConfirmChecklistItem[];
  danger?: boolean;
  loading?: boolean;
}

/** A confirmation before something that cannot be undone; texts default to generic translated ones. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation('components');
  const [typed, setTyped] = useState('');
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  // Ticks and typed name reset whenever the modal opens or closes.
  useEffect(() => {
    setTyped('');
    setTicked(new Set());
  }, [props.opened]);
  const nameOk = nameMatches(props.expectedName, typed);
  const listOk = checklistComplete(props.checklist, ticked);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title ?? t('confirm.title')} centered>
      <Stack>
        <Text size="sm">{props.description ?? t('confirm.description')}</Text>
        {props.checklist?.length ? (
          <Stack gap="xs">
            {props.checklist.map((item) => (
              <Checkbox
                key={item.id}
                label={item.name}
                checked={ticked.has(item.id)}
                onChange={(e) => {
                  const next = new Set(ticked);
                  if (e.currentTarget.checked) next.add(item.id);
                  else next.delete(item.id);
                  setTicked(next);
                }}
              />
            ))}
            {!listOk && (
              <Alert color="yellow" variant="light">
                {t('confirm.checklistWarning')}
              </Alert>
            )}
          </Stack>
        ) : null}
        {props.expectedName !== undefined && (
          <TextInput
            label={t('confirm.typeName', { name: props.expectedName })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={typed && !nameOk ? t('confirm.nameMismatch') : undefined}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button
            color={props.danger === false ? undefined : 'red'}
            disabled={!canConfirm(props.expectedName, typed, props.checklist, ticked)}
            loading={props.loading}
            onClick={() => void props.onConfirm()}
          >
            {props.confirmLabel ?? t('confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
