import { ApiError } from '@festival/api-client';

/** Field → first server message, for a form's setErrors(). Unknown errors give {}. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) if (messages?.length) out[field] = messages[0];
  return out;
}

/** Server message (already translated server-side) or a fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message || fallback;
  if (error instanceof Error && error.message) return fallback;
  return fallback;
}

/** Applies API field errors to a Mantine form; returns true when some field got a message. */
export function applyApiErrors(form: { setErrors: (errors: Record<string, string>) => void }, error: unknown): boolean {
  const errors = fieldErrorsOf(error);
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.code : undefined;
}

/** Trims a string and turns an empty one into null (optional text fields). */
export function trimToNull(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return v ? v : null;
}
