import type { ReactNode } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import { useFormSending } from '../../shared/useFormSending';
import { DESCRIPTION_MAX, EMAIL_MAX, NAME_MAX, validateConvention, type ConventionFormValues } from '../conventionFormRules';

export interface ConventionFormProps {
  initialValues?: ConventionFormValues;
  submitLabel: string;
  /** Read-only form (no submit button) for users who may not edit. */
  readOnly?: boolean;
  /** Sends the values; a rejected promise shows the server's field errors or message. */
  onSubmit: (values: ConventionFormValues) => Promise<unknown>;
  /** Fallback message when the server gives none. */
  failedMessage: string;
  secondaryAction?: ReactNode;
}

const EMPTY: ConventionFormValues = { name: '', description: '', email: '' };

/** Name, description and contact e-mail of a convention, validated like the server does. */
export function ConventionForm({ initialValues = EMPTY, submitLabel, readOnly, onSubmit, failedMessage, secondaryAction }: ConventionFormProps) {
  const { t } = useTranslation('gestion');
  const form = useForm<ConventionFormValues>({
    initialValues,
    validate: (values) => {
      const errors = validateConvention(values);
      const max = { name: NAME_MAX, description: DESCRIPTION_MAX, email: EMAIL_MAX };
      return Object.fromEntries(
        Object.entries(errors).map(([field, code]) => [
          field,
          code === 'required'
            ? t('conventionForm.errors.required')
            : code === 'invalidEmail'
              ? t('conventionForm.errors.invalidEmail')
              : t('conventionForm.errors.tooLong', { max: max[field as keyof typeof max] }),
        ]),
      );
    },
  });
  const { error, pending, submit } = useFormSending(form, onSubmit, failedMessage);
  const descriptionLength = form.values.description.trim().length;
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <FormError message={error} />
        <UnsavedChangesGuard when={!readOnly && form.isDirty() && !pending} />
        <TextInput
          label={t('conventionForm.name')}
          required
          maxLength={NAME_MAX}
          readOnly={readOnly}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('conventionForm.description')}
          description={t('conventionForm.descriptionHelp', { length: descriptionLength, max: DESCRIPTION_MAX })}
          autosize
          minRows={4}
          maxRows={14}
          readOnly={readOnly}
          {...form.getInputProps('description')}
        />
        <TextInput
          label={t('conventionForm.email')}
          description={t('conventionForm.emailHelp')}
          type="email"
          autoComplete="email"
          readOnly={readOnly}
          {...form.getInputProps('email')}
        />
        {(!readOnly || secondaryAction) && (
          <Group justify="flex-end" gap="sm">
            {secondaryAction}
            {!readOnly && (
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
