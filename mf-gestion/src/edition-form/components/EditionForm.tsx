import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Checkbox, Fieldset, NumberInput, Select, Switch, Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { IconBrandFacebook, IconBrandInstagram, IconEye, IconEyeOff, IconTicket, IconWorld } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currencyCodeValues } from '@festival/api-client';
import { fieldErrorsOf, UnsavedChangesGuard } from '@festival/ui';
import { LocationPicker } from '@festival/ui/map';
import { CountrySelect, countryName, FLAG_ICONS, isCountryCode } from '@festival/ui/editions';
import {
  AMENITY_GROUPS,
  coordinateOf,
  countryZones,
  NAME_MAX,
  PAYMENT_FLAGS,
  TEXT_LIMITS,
  URL_MAX,
  validateEdition,
  currencyName,
  timeZoneOptions,
  zoneAfterCountry,
  zoneOptionsFor,
  type Currency,
  type EditionFieldError,
  type EditionFlag,
  type EditionFormValues,
  type UrlField,
} from '../editionFormRules';
import { FormError } from '../../shared/FormError';
import { useFormSending } from '../../shared/useFormSending';

export interface EditionFormProps {
  initialValues: EditionFormValues;
  submitLabel: string;
  /** Fallback message when the server gives none. */
  failedMessage: string;
  /** Sends the values; a rejected promise shows the server's field errors (on the fields) or its message. */
  onSubmit: (values: EditionFormValues, initial: EditionFormValues) => Promise<unknown>;
  /** The image section (upload now on edit, picked for later on create). */
  imageSection?: ReactNode;
  /** Shown next to the submit button (e.g. cancel). */
  secondaryAction?: ReactNode;
  /** The time zone is the team's already (an edition's stored one): choosing a country only offers its zones. */
  zoneChosen?: boolean;
}

export function fieldErrorText(error: EditionFieldError, t: TFunction<'gestion'>): string {
  switch (error.code) {
    case 'required':
      return t('conventionForm.errors.required');
    case 'tooLong':
      return t('conventionForm.errors.tooLong', { max: error.max });
    case 'invalidDate':
      return t('editionForm.errors.invalidDate');
    case 'endBeforeStart':
      return t('editionForm.errors.endBeforeStart');
    case 'latitudeRange':
      return t('editionForm.errors.latitudeRange');
    case 'longitudeRange':
      return t('editionForm.errors.longitudeRange');
    case 'invalidUrl':
      return t('editionForm.errors.invalidUrl');
  }
}

const LINKS: { field: UrlField; icon: ReactNode }[] = [
  { field: 'officialWebsiteUrl', icon: <IconWorld size={16} /> },
  { field: 'ticketingUrl', icon: <IconTicket size={16} /> },
  { field: 'facebookUrl', icon: <IconBrandFacebook size={16} /> },
  { field: 'instagramUrl', icon: <IconBrandInstagram size={16} /> },
];

/** The position fields and their ranges. */
const COORDINATES = [
  { field: 'latitude', max: 90 },
  { field: 'longitude', max: 180 },
] as const;

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

function FlagCheckbox({ flag, label, checked, onChange }: { flag: EditionFlag; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  const Icon = FLAG_ICONS[flag];
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={
        <Group gap={6} wrap="nowrap" component="span">
          <Icon size={16} aria-hidden />
          <span>{label}</span>
        </Group>
      }
    />
  );
}

/** Every field of an edition, validated like the server does; server field errors land on the fields. */
export function EditionForm({ initialValues, submitLabel, failedMessage, onSubmit, imageSection, secondaryAction, zoneChosen = false }: EditionFormProps) {
  const { t, i18n } = useTranslation('gestion');
  const { t: tp } = useTranslation('public');
  const [initial, setInitial] = useState(initialValues);
  // Every zone with its offset now; the stored one listed even if this browser names it otherwise.
  const zones = useMemo(() => timeZoneOptions(i18n.language, initialValues.timeZone), [i18n.language, initialValues.timeZone]);
  // A zone picked by hand is never replaced by the one a country proposes.
  const [zoneByHand, setZoneByHand] = useState(zoneChosen);
  const form = useForm<EditionFormValues>({
    initialValues,
    validate: (values) => Object.fromEntries(Object.entries(validateEdition(values)).map(([field, e]) => [field, fieldErrorText(e, t)])),
  });
  /** Focus goes to the wrong field that comes first on the page. */
  const focusFirstError = (errors: Record<string, unknown>) => {
    const nodes = Object.keys(errors)
      .map((field) => form.getInputNode(field as keyof EditionFormValues))
      .filter((n): n is HTMLElement => n instanceof HTMLElement)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    nodes[0]?.focus();
    nodes[0]?.scrollIntoView?.({ block: 'center' });
  };
  const { error, pending, submit } = useFormSending(
    form,
    async (values: EditionFormValues) => {
      await onSubmit(values, initial);
      setInitial(values);
    },
    failedMessage,
    (err) => {
      // Let the errors render before moving the focus to the first one.
      setTimeout(() => focusFirstError(fieldErrorsOf(err)), 0);
      return t('editionForm.fixErrors');
    },
  );
  const v = form.values;
  const latitude = coordinateOf(v.latitude);
  const longitude = coordinateOf(v.longitude);
  const hasPosition = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude);
  const setPosition = (lat: number | null, lng: number | null) => {
    form.setFieldValue('latitude', lat ?? '');
    form.setFieldValue('longitude', lng ?? '');
    form.clearFieldError('latitude');
    form.clearFieldError('longitude');
  };
  const checkboxOf = (flag: EditionFlag, label: string) => (
    <FlagCheckbox key={flag} flag={flag} label={label} checked={v[flag]} onChange={(checked) => form.setFieldValue(flag, checked)} />
  );
  const textProps = (field: keyof typeof TEXT_LIMITS) => form.getInputProps(field);
  const knownZones = zones.map((o) => o.value);
  const ofCountry = countryZones(v.country, knownZones);
  const country = isCountryCode(v.country) ? countryName(v.country, i18n.language) : '';
  const chooseCountry = (code: string | null) => {
    form.setFieldValue('country', code ?? '');
    const next = zoneAfterCountry(form.getValues().timeZone, countryZones(code ?? '', knownZones), zoneByHand);
    if (next !== form.getValues().timeZone) form.setFieldValue('timeZone', next);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="md">
        <FormError message={error} />

        <Section id="edition-general" title={t('editionForm.sections.general')}>
          <TextInput label={t('editionForm.name')} required maxLength={NAME_MAX} data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label={t('editionForm.startDate')} required max={v.endDate || undefined} {...form.getInputProps('startDate')} />
            <TextInput type="date" label={t('editionForm.endDate')} required min={v.startDate || undefined} {...form.getInputProps('endDate')} />
          </SimpleGrid>
          <Select
            label={t('editionForm.timeZone')}
            description={
              ofCountry.length > 1 && !ofCountry.includes(v.timeZone) ? t('editionForm.timeZoneOfCountry', { country }) : t('editionForm.timeZoneHelp')
            }
            data={zoneOptionsFor(zones, ofCountry, country, t('editionForm.timeZoneOthers'))}
            allowDeselect={false}
            searchable
            limit={60}
            nothingFoundMessage={t('editionForm.timeZoneNone')}
            maw={420}
            {...form.getInputProps('timeZone')}
            onChange={(zone) => {
              if (!zone) return;
              setZoneByHand(true);
              form.setFieldValue('timeZone', zone);
            }}
          />
          <Textarea
            label={t('editionForm.description')}
            description={t('conventionForm.descriptionHelp', { length: v.description.trim().length, max: TEXT_LIMITS.description })}
            autosize
            minRows={4}
            maxRows={14}
            {...textProps('description')}
          />
          <Textarea
            label={t('editionForm.program')}
            description={t('editionForm.programHelp')}
            autosize
            minRows={4}
            maxRows={20}
            {...textProps('program')}
          />
        </Section>

        <Section id="edition-visibility" title={t('editionForm.sections.visibility')}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Switch
              size="md"
              checked={v.isOnline}
              onChange={(e) => form.setFieldValue('isOnline', e.currentTarget.checked)}
              label={t('editionForm.isOnline')}
              description={v.isOnline ? t('editionForm.onlineHelp') : t('editionForm.offlineHelp')}
            />
            <Badge
              color={v.isOnline ? 'green' : 'gray'}
              variant="light"
              leftSection={v.isOnline ? <IconEye size={12} /> : <IconEyeOff size={12} />}
              style={{ flexShrink: 0 }}
              aria-hidden
            >
              {v.isOnline ? t('editions.online') : t('editions.offline')}
            </Badge>
          </Group>
        </Section>

        {imageSection}

        <Section id="edition-address" title={t('editionForm.sections.address')}>
          <TextInput label={t('editionForm.addressLine1')} autoComplete="address-line1" maxLength={TEXT_LIMITS.addressLine1} {...textProps('addressLine1')} />
          <TextInput label={t('editionForm.addressLine2')} autoComplete="address-line2" maxLength={TEXT_LIMITS.addressLine2} {...textProps('addressLine2')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('editionForm.postalCode')} autoComplete="postal-code" maxLength={TEXT_LIMITS.postalCode} {...textProps('postalCode')} />
            <TextInput label={t('editionForm.city')} autoComplete="address-level2" maxLength={TEXT_LIMITS.city} {...textProps('city')} />
            <TextInput label={t('editionForm.region')} autoComplete="address-level1" maxLength={TEXT_LIMITS.region} {...textProps('region')} />
            <CountrySelect
              label={t('editionForm.country')}
              value={isCountryCode(v.country) ? v.country : null}
              onChange={chooseCountry}
              error={form.errors.country}
            />
          </SimpleGrid>
          <Fieldset legend={t('editionForm.position')} variant="unstyled">
            <Stack gap="xs">
              <LocationPicker latitude={hasPosition ? latitude : null} longitude={hasPosition ? longitude : null} onChange={setPosition} height={280} />
              <Group align="flex-start" gap="sm" wrap="wrap">
                {COORDINATES.map(({ field, max }) => (
                  <NumberInput
                    key={field}
                    label={t(`editionForm.${field}`)}
                    min={-max}
                    clampBehavior="none"
                    max={max}
                    decimalScale={6}
                    step={0.0001}
                    hideControls
                    allowedDecimalSeparators={['.', ',']}
                    miw={160}
                    style={{ flex: 1 }}
                    {...form.getInputProps(field)}
                  />
                ))}
              </Group>
            </Stack>
          </Fieldset>
        </Section>

        <Section id="edition-links" title={t('editionForm.sections.links')} description={t('editionForm.linksHelp')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {LINKS.map(({ field, icon }) => (
              <TextInput
                key={field}
                type="url"
                inputMode="url"
                label={t(`editionForm.links.${field}`)}
                placeholder="https://"
                leftSection={icon}
                maxLength={URL_MAX}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </Section>

        <Section id="edition-amenities" title={t('editionForm.sections.amenities')} description={t('editionForm.amenitiesHelp')}>
          {AMENITY_GROUPS.map((group) => (
            <Fieldset key={group.id} legend={t(`editionForm.amenityGroups.${group.id}`)} variant="unstyled">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
                {group.flags.map((flag) => checkboxOf(flag, tp(`amenities.${flag}`)))}
              </SimpleGrid>
            </Fieldset>
          ))}
        </Section>

        <Section id="edition-payments" title={t('editionForm.sections.payments')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
            {PAYMENT_FLAGS.map((flag) => checkboxOf(flag, tp(`payments.${flag}`)))}
          </SimpleGrid>
          <Select
            label={t('editionForm.currency')}
            description={t('editionForm.currencyHelp')}
            data={currencyCodeValues.map((code) => ({ value: code, label: currencyName(code, i18n.language) }))}
            allowDeselect={false}
            searchable
            maw={360}
            {...form.getInputProps('currency')}
            onChange={(code) => code && form.setFieldValue('currency', code as Currency)}
          />
        </Section>

        <Section id="edition-workshops" title={t('editionForm.sections.workshops')}>
          <Switch
            checked={v.workshopsEnabled}
            onChange={(e) => form.setFieldValue('workshopsEnabled', e.currentTarget.checked)}
            label={t('editionForm.workshopsEnabled')}
            description={t('editionForm.workshopsEnabledHelp')}
          />
          <Switch
            checked={v.workshopLocationsFreeInput}
            disabled={!v.workshopsEnabled}
            onChange={(e) => form.setFieldValue('workshopLocationsFreeInput', e.currentTarget.checked)}
            label={t('editionForm.workshopLocationsFreeInput')}
            description={t('editionForm.workshopLocationsFreeInputHelp')}
          />
          <Switch
            checked={v.workshopProposalsOpen}
            disabled={!v.workshopsEnabled}
            onChange={(e) => form.setFieldValue('workshopProposalsOpen', e.currentTarget.checked)}
            label={t('editionForm.workshopProposalsOpen')}
            description={t('editionForm.workshopProposalsOpenHelp')}
          />
        </Section>

        <UnsavedChangesGuard when={form.isDirty() && !pending} />
        {/* The form is long: its button stays in reach at the bottom of the screen. */}
        <Card withBorder radius="md" padding="sm" shadow="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {form.isDirty() ? t('editionForm.unsaved') : ''}
            </Text>
            <Group gap="sm">
              {secondaryAction}
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Card>
      </Stack>
    </form>
  );
}
