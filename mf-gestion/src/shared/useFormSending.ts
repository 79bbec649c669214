import { useState } from 'react';
import { applyApiErrors, errorMessageOf } from '@festival/ui';

interface SendableForm<V> {
  setErrors: (errors: Record<string, string>) => void;
  resetDirty: (values?: V) => void;
}

/**
 * Sends a form's values: busy meanwhile; the server's field errors land on the fields (with
 * `onFieldErrors`'s message, if any), anything else becomes one message (the server's or `failedMessage`).
 */
export function useFormSending<V>(form: SendableForm<V>, send: (values: V) => Promise<unknown>, failedMessage: string, onFieldErrors?: (err: unknown) => string) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (values: V) => {
    setError(null);
    setPending(true);
    try {
      await send(values);
      form.resetDirty(values);
    } catch (err) {
      if (applyApiErrors(form, err)) setError(onFieldErrors?.(err) ?? null);
      else setError(errorMessageOf(err, failedMessage));
    } finally {
      setPending(false);
    }
  };
  return { error, pending, submit };
}
