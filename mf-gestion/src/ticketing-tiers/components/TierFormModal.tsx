import { useCallback } from 'react';
import { Group, Text, TextInput } from '@mantine/core';
import { Checkbox, Switch, Textarea } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { useSaveTier, type Catalogue, type Tier } from '../ticketingTiersApi';
import { changedLinks, emptyTier, TIER_NAME_MAX, tierBody, tierErrors, tierValues } from '../ticketingTiersRules';
import { AmountInput, CatalogueFormModal, LinkSelect, useCatalogueForm } from './CatalogueForm';
import { namesOf, selectData } from './CatalogueNames';
import { MealsIncluded } from './MealsIncluded';

/**
 * Creates a local tier (`tier` = 'new') or edits one; on a synced tier the provider's name and
 * amounts are shown, not editable. Its validity is typed on the edition's clocks (`timeZone`).
 */
export function TierFormModal({ editionId, timeZone, catalogue, tier, onClose }: { editionId: number; timeZone: string; catalogue: Catalogue; tier: Tier | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveTier(editionId);
  const valuesOf = useCallback((row: Tier) => tierValues(row, timeZone), [timeZone]);
  const form = useCatalogueForm(tier, emptyTier, valuesOf, t('tiers.saveFailed'));
  const { values, errors, set, synced } = form;
  const names = namesOf(catalogue);
  const submit = () => {
    if (!form.passes(tierErrors(values, synced, timeZone), TIER_NAME_MAX)) return;
    save.mutate({ tierId: form.current?.id ?? null, body: tierBody(values, synced, timeZone), links: changedLinks(form.current, values) }, { onSuccess: onClose, onError: form.onSaveError });
  };
  return (
    <CatalogueFormModal texts="tiers" form={form} saving={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('tiers.name')} required={!synced} disabled={synced} maxLength={TIER_NAME_MAX} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} data-autofocus={!synced || undefined} />
      <TextInput label={t('tiers.customName')} description={t('tiers.customNameHint')} maxLength={TIER_NAME_MAX} value={values.customName} onChange={(e) => set('customName', e.currentTarget.value)} error={errors.customName} />
      <Textarea label={t('tiers.description')} autosize minRows={2} maxRows={6} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
      <AmountInput label={t('tiers.price')} required={!synced} disabled={synced} value={values.price} onChange={(v) => set('price', v)} error={errors.price} />
      <Group grow align="flex-start">
        <AmountInput label={t('tiers.minAmount')} disabled={synced} value={values.minAmount} onChange={(v) => set('minAmount', v)} error={errors.minAmount} />
        <AmountInput label={t('tiers.maxAmount')} disabled={synced} value={values.maxAmount} onChange={(v) => set('maxAmount', v)} error={errors.maxAmount} />
      </Group>
      <Text size="xs" c="dimmed" mt={-8}>
        {t('tiers.pwywHint')}
      </Text>
      <Group grow align="flex-start">
        <TextInput type="datetime-local" label={t('tiers.validFrom')} value={values.validFrom} onChange={(e) => set('validFrom', e.currentTarget.value)} error={errors.validFrom} />
        <TextInput type="datetime-local" label={t('tiers.validUntil')} value={values.validUntil} onChange={(e) => set('validUntil', e.currentTarget.value)} error={errors.validUntil} />
      </Group>
      <Text size="xs" c="dimmed" mt={-8}>
        {t('tiers.validityHint')}
      </Text>
      <Switch label={t('tiers.active')} description={t('tiers.activeHint')} checked={values.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
      <Checkbox label={t('tiers.countAsParticipant')} checked={values.countAsParticipant} onChange={(e) => set('countAsParticipant', e.currentTarget.checked)} />
      <LinkSelect label={t('tiers.quotas')} data={selectData(names.quota)} {...form.links('quotaIds')} />
      <LinkSelect label={t('tiers.returnables')} data={selectData(names.returnable)} {...form.links('returnableItemIds')} />
      <MealsIncluded meals={catalogue.meals} {...form.links('mealIds')} />
    </CatalogueFormModal>
  );
}
