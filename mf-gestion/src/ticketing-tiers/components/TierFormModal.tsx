import { useEffect, useState } from 'react';
import { Alert, Group, Text, TextInput } from '@mantine/core';
import { Checkbox, MultiSelect, NumberInput, Switch, Textarea } from '@festival/ui/later';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import { useSaveTier, type Catalogue, type Tier } from '../ticketingTiersApi';
import { emptyTier, sameIds, TIER_NAME_MAX, tierBody, tierErrors, tierValues, type TierValues } from '../ticketingTiersRules';
import { namesOf, selectData } from './CatalogueNames';

/** The currency's sign after an amount (amounts are in euros, like formatCurrency's). */
const EURO = (
  <Text size="sm" c="dimmed">
    €
  </Text>
);

/** Creates a local tier (`tier` = 'new') or edits one; on a synced tier the provider's name and amounts are shown, not editable. */
export function TierFormModal({ editionId, catalogue, tier, onClose }: { editionId: number; catalogue: Catalogue; tier: Tier | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveTier(editionId);
  const [values, setValues] = useState<TierValues>(emptyTier());
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<keyof TierValues>(t('tiers.saveFailed'));
  useEffect(() => {
    if (!tier) return;
    setValues(tier === 'new' ? emptyTier() : tierValues(tier));
    clear();
  }, [tier, clear]);
  const synced = tier !== null && tier !== 'new' && tier.isSynced;
  const names = namesOf(catalogue);
  const set = <K extends keyof TierValues>(key: K, value: TierValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const amount = (v: string | number): number | '' => (typeof v === 'number' ? v : '');
  const submit = () => {
    const local = tierErrors(values, synced);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: TIER_NAME_MAX })])));
    if (Object.keys(local).length) return;
    const current = tier === 'new' || !tier ? null : tier;
    const linksChanged = !current || !sameIds(current.quotaIds, values.quotaIds) || !sameIds(current.returnableItemIds, values.returnableItemIds);
    save.mutate(
      {
        tierId: current?.id ?? null,
        body: tierBody(values, synced),
        links: linksChanged ? { quotaIds: values.quotaIds.map(Number), returnableItemIds: values.returnableItemIds.map(Number) } : undefined,
      },
      { onSuccess: onClose, onError: onSaveError },
    );
  };
  return (
    <FormModal
      opened={tier !== null}
      onClose={onClose}
      title={tier === 'new' ? t('tiers.createTitle') : t('tiers.editTitle')}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      cancelLabel={t('tiers.cancel')}
      saveLabel={t('tiers.save')}
    >
      {synced && (
        <Alert color="blue" icon={<IconRefresh size={16} />}>
          {t('tiers.syncedHint')}
        </Alert>
      )}
      <TextInput label={t('tiers.name')} required={!synced} disabled={synced} maxLength={TIER_NAME_MAX} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} data-autofocus={!synced || undefined} />
      <TextInput label={t('tiers.customName')} description={t('tiers.customNameHint')} maxLength={TIER_NAME_MAX} value={values.customName} onChange={(e) => set('customName', e.currentTarget.value)} error={errors.customName} />
      <Textarea label={t('tiers.description')} autosize minRows={2} maxRows={6} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
      <NumberInput
        label={t('tiers.price')}
        required={!synced}
        disabled={synced}
        min={0}
        decimalScale={2}
        allowNegative={false}
        rightSection={EURO}
        value={values.price}
        onChange={(v) => set('price', amount(v))}
        error={errors.price}
      />
      <Group grow align="flex-start">
        <NumberInput label={t('tiers.minAmount')} disabled={synced} min={0} decimalScale={2} allowNegative={false} rightSection={EURO} value={values.minAmount} onChange={(v) => set('minAmount', amount(v))} error={errors.minAmount} />
        <NumberInput label={t('tiers.maxAmount')} disabled={synced} min={0} decimalScale={2} allowNegative={false} rightSection={EURO} value={values.maxAmount} onChange={(v) => set('maxAmount', amount(v))} error={errors.maxAmount} />
      </Group>
      <Text size="xs" c="dimmed" mt={-8}>
        {t('tiers.pwywHint')}
      </Text>
      <Group grow align="flex-start">
        <TextInput type="datetime-local" label={t('tiers.validFrom')} value={values.validFrom} onChange={(e) => set('validFrom', e.currentTarget.value)} error={errors.validFrom} />
        <TextInput type="datetime-local" label={t('tiers.validUntil')} value={values.validUntil} onChange={(e) => set('validUntil', e.currentTarget.value)} error={errors.validUntil} />
      </Group>
      <Switch label={t('tiers.active')} description={t('tiers.activeHint')} checked={values.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
      <Checkbox label={t('tiers.countAsParticipant')} checked={values.countAsParticipant} onChange={(e) => set('countAsParticipant', e.currentTarget.checked)} />
      <MultiSelect label={t('tiers.quotas')} data={selectData(names.quota)} value={values.quotaIds} onChange={(v) => set('quotaIds', v)} error={errors.quotaIds} searchable clearable nothingFoundMessage={t('tiers.noneToLink')} />
      <MultiSelect
        label={t('tiers.returnables')}
        data={selectData(names.returnable)}
        value={values.returnableItemIds}
        onChange={(v) => set('returnableItemIds', v)}
        error={errors.returnableItemIds}
        searchable
        clearable
        nothingFoundMessage={t('tiers.noneToLink')}
      />
    </FormModal>
  );
}
