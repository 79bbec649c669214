import { useEffect, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Card, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Checkbox, NumberInput, Select, Switch, Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { allergySeverityValues, dietaryPreferenceValues } from '@festival/api-client';
import { formatCurrency } from '@festival/i18n';
import { formatInZone } from '@festival/i18n/zoned';
import { UnsavedChangesGuard } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import { useFormSending } from '../../shared/useFormSending';
import { useResponsibles, useUpdateArtist, type ArtistRecord } from '../artistsApi';
import { currencySymbol, personName, recordBody, recordErrors, recordValues, TEXT_MAX, type RecordField, type RecordValues } from '../artistsRules';

function Section({ id, title, children, extra }: { id: string; title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * Every field of an artist's record in sections (arrival, stay, food, money, travel, organisers'
 * notes), saved at once: only what changed is sent; the server's field messages land on the fields
 * and its warnings show above and next to them. `onDirty` tells the drawer whether edits are unsaved.
 */
export function RecordForm({
  editionId,
  record,
  currency,
  timeZone,
  onDirty,
}: {
  editionId: number;
  record: ArtistRecord;
  currency: string;
  /** The edition's: arrival and departure are typed and shown on its clocks. */
  timeZone: string;
  onDirty: (dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation('artists');
  const update = useUpdateArtist(editionId);
  const responsibles = useResponsibles(editionId);
  const invited = record.invitationPending;
  const form = useForm<RecordValues>({
    initialValues: recordValues(record, timeZone),
    validate: (values) => Object.fromEntries(Object.entries(recordErrors(values, invited, timeZone)).map(([field, code]) => [field, t(`records.errors.${code}`, { max: TEXT_MAX[field as keyof typeof TEXT_MAX] })])),
  });
  const { error, pending, submit } = useFormSending(
    form,
    async (values) => {
      const body = recordBody(record, values, timeZone);
      if (Object.keys(body).length) await update.mutateAsync({ artistId: record.id, body });
    },
    t('records.save.failed'),
    () => t('records.save.fixFields'),
  );
  const dirty = form.isDirty();
  useEffect(() => onDirty(dirty && !pending), [dirty, pending, onDirty]);

  const money = (cents: number) => formatCurrency(cents, i18n.language, currency);
  const symbol = currencySymbol(currency, i18n.language);
  const warning = (field: RecordField) => {
    const found = record.warnings.find((w) => w.field === field);
    return found ? t(`records.warnings.${found.code}`) : undefined;
  };
  /** The field's input props, with its warning (if any) under it. */
  const input = (field: RecordField) => ({ ...form.getInputProps(field), description: warning(field), descriptionProps: { c: 'orange.8' } });
  const check = (field: RecordField) => ({ ...form.getInputProps(field, { type: 'checkbox' }), description: warning(field), descriptionProps: { c: 'orange.8' } });
  const amount = (field: 'payment' | 'reimbursementMax' | 'reimbursementActual') => (
    <NumberInput
      label={t(`records.fields.${field}`)}
      min={0}
      decimalScale={2}
      allowNegative={false}
      rightSection={
        <Text size="sm" c="dimmed">
          {symbol}
        </Text>
      }
      {...input(field)}
      onChange={(v) => form.setFieldValue(field, typeof v === 'number' ? v : '')}
    />
  );
  const people = (responsibles.data?.items ?? []).map((p) => ({ value: String(p.id), label: personName(p) === p.pseudo ? p.pseudo : `${personName(p)} (${p.pseudo})` }));
  // A person no longer in the team still shows as in charge.
  for (const p of [record.pickupResponsible, record.dropoffResponsible]) if (p && !people.some((o) => o.value === String(p.id))) people.push({ value: String(p.id), label: personName(p) });
  const date = (iso: string) => formatInZone(iso, i18n.language, timeZone, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t('records.form.label')}>
      <UnsavedChangesGuard when={dirty && !pending} />
      <Stack gap="lg">
        <FormError message={error} />
        {record.warnings.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('records.warnings.title')} data-testid="record-warnings">
            <List size="sm">
              {record.warnings.map((w) => (
                <List.Item key={`${w.field}-${w.code}`}>{t(`records.warnings.${w.code}`)}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        <Section id="record-identity" title={t('records.sections.identity')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {record.user ? `${personName(record.user)} · ${record.user.pseudo} · ${record.user.email}` : record.invitedEmail}
          </Text>
          {invited && (
            <Badge color="grape" variant="light">
              {t('records.invitationPendingLong')}
            </Badge>
          )}
          <TextInput label={t('records.fields.stageName')} description={t('records.form.stageNameHelp')} maxLength={TEXT_MAX.stageName} required={invited} {...form.getInputProps('stageName')} />
          <Switch label={t('records.fields.entryValidated')} {...check('entryValidated')} />
          {record.entryValidated && record.entryValidatedAt && form.values.entryValidated && (
            <Text size="xs" c="dimmed">
              {t('records.form.arrivedAt', { date: date(record.entryValidatedAt), name: personName(record.entryValidatedBy) || '—' })}
            </Text>
          )}
        </Section>

        <Section id="record-stay" title={t('records.sections.stay')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="datetime-local" label={t('records.fields.arrivalDateTime')} {...input('arrivalDateTime')} />
            <TextInput type="datetime-local" label={t('records.fields.departureDateTime')} {...input('departureDateTime')} />
          </SimpleGrid>
          <Switch label={t('records.fields.accommodationAutonomous')} {...check('accommodationAutonomous')} />
          <Textarea
            label={t('records.fields.accommodationProposal')}
            description={t('records.form.accommodationProposalHelp')}
            autosize
            minRows={2}
            maxLength={TEXT_MAX.accommodationProposal}
            {...form.getInputProps('accommodationProposal')}
          />
        </Section>

        <Section id="record-food" title={t('records.sections.food')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('records.fields.dietaryPreference')}
              data={dietaryPreferenceValues.map((v) => ({ value: v, label: t(`records.diet.${v}`) }))}
              clearable
              {...form.getInputProps('dietaryPreference')}
            />
            <Select
              label={t('records.fields.allergySeverity')}
              data={allergySeverityValues.map((v) => ({ value: v, label: t(`records.severity.${v}`) }))}
              clearable
              {...form.getInputProps('allergySeverity')}
            />
          </SimpleGrid>
          <Textarea label={t('records.fields.allergies')} autosize minRows={1} maxLength={TEXT_MAX.allergies} {...input('allergies')} />
        </Section>

        <Section
          id="record-money"
          title={t('records.sections.money')}
          extra={
            <Text size="sm" c={record.stillToPay > 0 ? 'orange.8' : 'dimmed'} data-testid="record-still-to-pay">
              {t('records.form.stillToPay', { amount: money(record.stillToPay) })}
            </Text>
          }
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {amount('payment')}
            <Checkbox mt={{ xs: 28 }} label={t('records.fields.paymentPaid')} {...check('paymentPaid')} />
            {amount('reimbursementMax')}
            {/* Keeps the grid's two columns in step on wider screens; on a phone it would only leave a gap. */}
            <Box visibleFrom="xs" />
            {amount('reimbursementActual')}
            <Checkbox mt={{ xs: 28 }} label={t('records.fields.reimbursementActualPaid')} {...check('reimbursementActualPaid')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Checkbox label={t('records.fields.invoiceRequested')} {...check('invoiceRequested')} />
            <Checkbox label={t('records.fields.invoiceProvided')} {...check('invoiceProvided')} />
            <Checkbox label={t('records.fields.feeRequested')} {...check('feeRequested')} />
            <Checkbox label={t('records.fields.feeProvided')} {...check('feeProvided')} />
          </SimpleGrid>
        </Section>

        <Section id="record-travel" title={t('records.sections.travel')}>
          {(['pickup', 'dropoff'] as const).map((kind) => (
            <Stack key={kind} gap="xs">
              <Switch label={t(`records.fields.${kind}Required`)} {...check(`${kind}Required`)} />
              {form.values[`${kind}Required`] && (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TextInput label={t(`records.fields.${kind}Location`)} maxLength={TEXT_MAX[`${kind}Location`]} {...input(`${kind}Location`)} />
                  <Select
                    label={t(`records.fields.${kind}Responsible`)}
                    description={t('records.form.responsibleHelp')}
                    data={people}
                    searchable
                    clearable
                    nothingFoundMessage={t('records.form.noTeamMember')}
                    {...form.getInputProps(`${kind}ResponsibleId`)}
                  />
                </SimpleGrid>
              )}
            </Stack>
          ))}
        </Section>

        <Card withBorder padding="sm" bg="var(--mantine-color-yellow-light)">
          <Section id="record-notes" title={t('records.sections.notes')}>
            <Group gap={6} wrap="nowrap">
              <IconLock size={16} aria-hidden />
              <Text size="sm" fw={500}>
                {t('records.form.notesPrivate')}
              </Text>
            </Group>
            <Textarea aria-label={t('records.fields.organizerNotes')} autosize minRows={3} maxLength={TEXT_MAX.organizerNotes} {...form.getInputProps('organizerNotes')} />
          </Section>
        </Card>

        <Card withBorder radius="md" padding="sm" shadow="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {dirty ? t('records.form.unsaved') : ''}
            </Text>
            <Button type="submit" loading={pending}>
              {t('records.save.submit')}
            </Button>
          </Group>
        </Card>
      </Stack>
    </form>
  );
}
