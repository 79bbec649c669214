/** Pure rules of the convention form: the server's limits and checks, and the request body; no React here. */
import { fieldBounds } from '@festival/api-client/bounds';

const bounds = fieldBounds.CreateConventionDto;
export const NAME_MAX = bounds.name.maxLength;
export const DESCRIPTION_MAX = bounds.description.maxLength;
export const EMAIL_MAX = bounds.email.maxLength;

export interface ConventionFormValues {
  name: string;
  description: string;
  email: string;
}

/** Loose e-mail check, the shape class-validator's IsEmail accepts in practice. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ConventionFieldError = 'required' | 'tooLong' | 'invalidEmail';

/** Mirrors the server's CreateConventionDto: name required ≤200, description ≤10000, optional valid e-mail ≤254. */
export function validateConvention(values: ConventionFormValues): Partial<Record<keyof ConventionFormValues, ConventionFieldError>> {
  const errors: Partial<Record<keyof ConventionFormValues, ConventionFieldError>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length > NAME_MAX) errors.name = 'tooLong';
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = 'tooLong';
  const email = values.email.trim();
  if (email && email.length > EMAIL_MAX) errors.email = 'tooLong';
  else if (email && !EMAIL_RE.test(email)) errors.email = 'invalidEmail';
  return errors;
}

/** Request body: trimmed, empty optional fields sent as null. */
export function conventionBody(values: ConventionFormValues): { name: string; description: string | null; email: string | null } {
  const description = values.description.trim();
  const email = values.email.trim();
  return { name: values.name.trim(), description: description || null, email: email || null };
}
