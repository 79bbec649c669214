import { useCallback, useState, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { Modal } from '@festival/ui/later';
import { errorMessageOf, fieldErrorsOf } from '@festival/ui';
import { FormError } from './FormError';

/**
 * The messages of a dialog's form: one per field (the local checks' or the server's, whose field
 * names `fieldOf` turns into the form's), and one for anything else.
 */
export function useFormModalErrors<F extends string>(failedMessage: string, fieldOf: (serverField: string) => string = (f) => f) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const clear = useCallback(() => {
    setErrors({});
    setError(null);
  }, []);
  return {
    errors,
    error,
    setErrors,
    clear,
    /** A refused save: the server's field messages land on the fields, anything else becomes the one message. */
    onSaveError: (err: unknown) => {
      const fields = Object.fromEntries(Object.entries(fieldErrorsOf(err)).map(([f, message]) => [fieldOf(f), message]));
      if (Object.keys(fields).length) setErrors(fields as Partial<Record<F, string>>);
      else setError(errorMessageOf(err, failedMessage));
    },
  };
}

/** A dialog holding a form: its message on top, its fields, then cancel and save (Enter saves too). */
export function FormModal({
  opened,
  onClose,
  title,
  error,
  onSubmit,
  saving,
  cancelLabel,
  saveLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  error: string | null;
  onSubmit: () => void;
  saving: boolean;
  cancelLabel: string;
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <FormError message={error} />
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={saving}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
