import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { allergySeverityValues, dietaryPreferenceValues } from '@festival/api-client';
import { applyApiErrors, errorMessageOf, UnsavedChangesGuard } from '@festival/ui';
import { Checkbox, Select, Textarea } from '@festival/ui/later';
import { ZoneHint } from '../../programme/components/ShowItem';
import { fieldBounds } from '@festival/api-client/bounds';
import { useUpdateArtistSpace, type ArtistSpace } from '../artistSpaceApi';
import { asksInvoice, changesOf, formValuesOf, validateArtistSpace, type ArtistSpaceFormValues } from '../artistSpaceRules';

const SPACE = fieldBounds.UpdateArtistSpaceDto;

/** What the artist changes themselves: arrival and departure, diet and allergies, accommodation, whether they sent their invoice. */
export function ArtistSpaceForm({ space }: { space: ArtistSpace }) {
  const { t } = useTranslation('artists');
  const update = useUpdateArtistSpace(space.edition.id);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ArtistSpaceFormValues>({
    initialValues: formValuesOf(space),
    validate: (values) => Object.fromEntries(Object.entries(validateArtistSpace(values, space.edition.timeZone)).map(([field, key]) => [field, t(`space.form.${key}`)])),
  });

  const submit = (values: ArtistSpaceFormValues) => {
    setError(null);
    update.mutate(changesOf(values, space), {
      onSuccess: (saved) => {
        form.setInitialValues(formValuesOf(saved));
        form.setValues(formValuesOf(saved));
        notifications.show({ color: 'green', message: t('space.form.saved') });
      },
      onError: (err) => {
        if (applyApiErrors(form, err)) setError(t('space.form.fixFields'));
        else setError(errorMessageOf(err, t('space.form.failed')));
      },
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t('space.form.title')}>
      <UnsavedChangesGuard when={form.isDirty() && !update.isPending} />
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="datetime-local" label={t('space.fields.arrival')} {...form.getInputProps('arrivalDateTime')} />
          <TextInput type="datetime-local" label={t('space.fields.departure')} {...form.getInputProps('departureDateTime')} />
        </SimpleGrid>
        <ZoneHint timeZone={space.edition.timeZone} moments={[`${space.edition.startDate}T12:00:00Z`, `${space.edition.endDate}T12:00:00Z`]} text={(city) => t('space.zoneHint', { city })} />
        <Checkbox label={t('space.fields.accommodationAutonomous')} {...form.getInputProps('accommodationAutonomous', { type: 'checkbox' })} />
        <Textarea
          label={t('space.fields.accommodationProposal')}
          description={t('space.fields.accommodationProposalHelp')}
          autosize
          minRows={2}
          maxLength={SPACE.accommodationProposal.maxLength}
          {...form.getInputProps('accommodationProposal')}
        />
        <Select
          label={t('space.fields.diet')}
          data={dietaryPreferenceValues.map((v) => ({ value: v, label: t(`space.diet.${v}`) }))}
          clearable
          {...form.getInputProps('dietaryPreference')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('space.fields.allergies')} maxLength={SPACE.allergies.maxLength} {...form.getInputProps('allergies')} />
          <Select
            label={t('space.fields.allergySeverity')}
            data={allergySeverityValues.map((v) => ({ value: v, label: t(`space.severity.${v}`) }))}
            clearable
            {...form.getInputProps('allergySeverity')}
          />
        </SimpleGrid>
        {asksInvoice(space) && <Checkbox label={t('space.fields.invoiceProvided')} {...form.getInputProps('invoiceProvided', { type: 'checkbox' })} />}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t('space.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
