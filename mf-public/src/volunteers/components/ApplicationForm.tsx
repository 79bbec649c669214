import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, errorMessageOf, UnsavedChangesGuard } from '@festival/ui';
import { toLocalInput } from '@festival/ui/dates';
import { AnswerInputs, isAsked, type AnswerField } from '@festival/ui/volunteers';
import { fieldBounds } from '@festival/api-client/bounds';
import { useApply, type VolunteerInfo } from '../volunteersApi';
import { EMPTY_APPLICATION, toApplyBody, validateApplication, type ApplicationFormValues } from '../volunteersRules';

/** The server's bounds of an application's identity and motivation. */
const APPLY = fieldBounds.ApplyDto;

/** The application form: only the answers the server asks, checked like the server does; the server's messages land on the fields. Dates on the edition's clocks (`timeZone`). */
export function ApplicationForm({ editionId, info, timeZone }: { editionId: number; info: VolunteerInfo; timeZone: string }) {
  const { t } = useTranslation('volunteers');
  const apply = useApply(editionId);
  const [error, setError] = useState<string | null>(null);
  const askedFields = info.askedFields;
  const missing = info.missingProfile;
  const form = useForm<ApplicationFormValues>({
    initialValues: EMPTY_APPLICATION,
    validate: (values) =>
      Object.fromEntries(Object.entries(validateApplication(values, askedFields, info.period, missing, timeZone)).map(([field, code]) => [field, t(`form.errors.${code}`)])),
  });
  const asked = (field: AnswerField) => isAsked(field, askedFields, form.values);
  const submit = async (values: ApplicationFormValues) => {
    setError(null);
    try {
      await apply.mutateAsync(toApplyBody(values, askedFields, missing, timeZone));
      form.resetDirty(values);
    } catch (err) {
      if (applyApiErrors(form, err)) setError(t('form.fixFields'));
      else setError(errorMessageOf(err, t('form.failed')));
    }
  };
  const min = toLocalInput(info.period.start, timeZone);
  const max = toLocalInput(info.period.end, timeZone);

  return (
    <Card withBorder radius="md" padding="lg">
      <form noValidate onSubmit={form.onSubmit(submit)} aria-labelledby="volunteer-form-title">
        <UnsavedChangesGuard when={form.isDirty() && !apply.isPending} />
        <Stack gap="md">
          <Title order={2} size="h3" id="volunteer-form-title">
            {t('form.title')}
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {(missing?.phone || missing?.nom || missing?.prenom) && (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('form.profileHelp')}
              </Text>
              {missing.prenom && <TextInput label={t('common.fields.prenom')} required autoComplete="given-name" maxLength={APPLY.prenom.maxLength} {...form.getInputProps('prenom')} />}
              {missing.nom && <TextInput label={t('common.fields.nom')} required autoComplete="family-name" maxLength={APPLY.nom.maxLength} {...form.getInputProps('nom')} />}
              {missing.phone && <TextInput label={t('common.fields.phone')} required type="tel" autoComplete="tel" maxLength={APPLY.phone.maxLength} {...form.getInputProps('phone')} />}
            </Stack>
          )}
          <Textarea label={t('common.fields.motivation')} autosize minRows={3} maxLength={APPLY.motivation.maxLength} {...form.getInputProps('motivation')} />
          <AnswerInputs form={form} shown={asked} teams={info.teams} min={min} max={max} help={{ departure: t('form.departureHelp'), teams: t('form.teamsHelp') }} />
          <Group justify="flex-end">
            <Button type="submit" loading={apply.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
