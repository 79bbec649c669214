import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLaterKit } from '../later/Later';
import { canConfirm, nameFieldInError, toggleChecked, type ChecklistItem } from './confirmRules';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void | Promise<void>;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Button colour; red for destructive actions. */
  color?: string;
  loading?: boolean;
  /** When set, the user must type this exact (trimmed) name to confirm. */
  expectedName?: string;
  checklist?: ChecklistItem[];
}

/** Confirmation dialog with an optional typed-name check and an optional checklist. */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
  color = 'red',
  loading,
  expectedName,
  checklist,
}: ConfirmModalProps) {
  const { t } = useTranslation('components');
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  // Ticks and typed name start empty every time the modal opens or closes.
  useEffect(() => {
    setTyped('');
    setChecked(new Set());
  }, [opened]);
  // Mantine's Modal comes with `@festival/ui/later`, loaded when a confirmation is first asked for.
  const later = useLaterKit(opened);
  const ok = canConfirm({ expectedName, typedName: typed, checklist, checked });
  const checklistIncomplete = Boolean(checklist?.length) && !checklist!.every((i) => checked.has(i.id));
  if (!later) return null;
  const { Checkbox, Modal } = later;
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('confirm.title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // The modal is portalled out of the page's DOM, not out of its React tree: a form around
          // the modal's owner would get this submit too.
          e.stopPropagation();
          if (ok && !loading) void onConfirm();
        }}
      >
        <Stack>
          {/* A div: a description may hold a list (what a decision takes away), which no paragraph may. */}
          <Text size="sm" component="div">
            {description ?? t('confirm.description')}
          </Text>
          {checklist?.length ? (
            <Stack gap="xs">
              {checklist.map((item) => (
                <Checkbox
                  key={item.id}
                  label={item.name}
                  checked={checked.has(item.id)}
                  onChange={() => setChecked((c) => toggleChecked(c, item.id))}
                />
              ))}
              {checklistIncomplete && (
                <Alert color="yellow" icon={<IconAlertTriangle size={16} />} p="xs">
                  {t('confirm.checklistWarning')}
                </Alert>
              )}
            </Stack>
          ) : null}
          {expectedName != null && (
            <TextInput
              label={t('confirm.typeName', { name: expectedName })}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={nameFieldInError(expectedName, typed) ? t('confirm.nameMismatch') : undefined}
              autoComplete="off"
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} type="button">
              {cancelLabel ?? t('confirm.cancel')}
            </Button>
            <Button color={color} type="submit" disabled={!ok} loading={loading}>
              {confirmLabel ?? t('confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
