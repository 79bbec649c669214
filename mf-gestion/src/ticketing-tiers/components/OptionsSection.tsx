import { useState } from 'react';
import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { Checkbox, Select, Switch, Textarea } from '@festival/ui/later';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ticketingOptionTypeValues } from '@festival/api-client';
import { formatCurrency } from '@festival/i18n';
import { useDeleteOption, useSaveOption, type Catalogue, type TicketingOption } from '../ticketingTiersApi';
import { changedLinks, emptyOption, OPTION_NAME_MAX, optionBody, optionErrors, optionValues, type OptionValues } from '../ticketingTiersRules';
import { AmountInput, CatalogueFormModal, LinkSelect, useCatalogueForm } from './CatalogueForm';
import { namesFor, namesOf, selectData } from './CatalogueNames';
import { CatalogueRow, RowActions, RowTitle } from './CatalogueRow';
import { CatalogueSection, DeleteConfirm } from './CatalogueSection';
import { LinkBadges } from './LinkBadges';
import { MealsIncluded } from './MealsIncluded';

function OptionFormModal({ editionId, catalogue, option, onClose }: { editionId: number; catalogue: Catalogue; option: TicketingOption | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveOption(editionId);
  const form = useCatalogueForm(option, emptyOption, optionValues, t('options.saveFailed'));
  const { values, errors, set, synced } = form;
  const names = namesOf(catalogue);
  const submit = () => {
    if (!form.passes(optionErrors(values, synced), OPTION_NAME_MAX)) return;
    save.mutate(
      { optionId: form.current?.id ?? null, body: optionBody(values, synced), links: changedLinks(form.current, values) },
      { onSuccess: onClose, onError: form.onSaveError },
    );
  };
  return (
    <CatalogueFormModal texts="options" form={form} saving={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('options.name')} required={!synced} disabled={synced} maxLength={OPTION_NAME_MAX} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} data-autofocus={!synced || undefined} />
      <Textarea label={t('options.description')} autosize minRows={2} maxRows={6} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
      <Group grow align="flex-start">
        <Select
          label={t('options.type')}
          disabled={synced}
          data={ticketingOptionTypeValues.map((v) => ({ value: v, label: t(`options.types.${v}`) }))}
          value={values.type}
          onChange={(v) => v && set('type', v as OptionValues['type'])}
          allowDeselect={false}
        />
        <AmountInput label={t('options.price')} disabled={synced} value={values.price} onChange={(v) => set('price', v)} error={errors.price} />
      </Group>
      {values.type === 'ChoiceList' && (
        <Textarea label={t('options.choices')} description={t('options.choicesHint')} disabled={synced} autosize minRows={3} value={values.choices} onChange={(e) => set('choices', e.currentTarget.value)} error={errors.choices} />
      )}
      <Checkbox label={t('options.required')} disabled={synced} checked={values.isRequired} onChange={(e) => set('isRequired', e.currentTarget.checked)} />
      <Switch label={t('options.active')} checked={values.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
      <LinkSelect label={t('options.quotas')} data={selectData(names.quota)} {...form.links('quotaIds')} />
      <LinkSelect label={t('options.returnables')} data={selectData(names.returnable)} {...form.links('returnableItemIds')} />
      <MealsIncluded meals={catalogue.meals} {...form.links('mealIds')} />
    </CatalogueFormModal>
  );
}

/** The options (extras of a ticket): synced and local, with what took them and what they are linked to. */
export function OptionsSection({ editionId, catalogue }: { editionId: number; catalogue: Catalogue }) {
  const { t, i18n } = useTranslation('ticketing');
  const remove = useDeleteOption(editionId);
  const [editing, setEditing] = useState<TicketingOption | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TicketingOption | null>(null);
  const names = namesOf(catalogue);
  return (
    <CatalogueSection
      texts="options"
      isEmpty={catalogue.options.length === 0}
      emptyIcon={<IconListCheck size={28} />}
      onCreate={() => setEditing('new')}
      list={
        <Stack gap="xs">
          {catalogue.options.map((option) => (
            <CatalogueRow
              key={option.id}
              testId="option-row"
              active={option.isActive}
              actions={<RowActions texts="options" name={option.name} onEdit={() => setEditing(option)} onDelete={option.isSynced ? undefined : () => setDeleting(option)} />}
            >
              <RowTitle name={option.name} isSynced={option.isSynced} isActive={option.isActive}>
                {option.isRequired && (
                  <Badge size="sm" variant="outline">
                    {t('options.requiredBadge')}
                  </Badge>
                )}
              </RowTitle>
              <Text size="sm">
                {formatCurrency(option.price, i18n.language)} · {t('options.sold', { count: option.sold })}
                {option.choices?.length ? ` · ${option.choices.join(', ')}` : ''}
              </Text>
              <LinkBadges label={t('tiers.quotasLabel')} names={namesFor(names.quota, option.quotaIds)} color="teal" />
              <LinkBadges label={t('tiers.returnablesLabel')} names={namesFor(names.returnable, option.returnableItemIds)} color="grape" />
            </CatalogueRow>
          ))}
        </Stack>
      }
    >
      <OptionFormModal editionId={editionId} catalogue={catalogue} option={editing} onClose={() => setEditing(null)} />
      <DeleteConfirm texts="options" row={deleting} name={deleting?.name ?? ''} remove={remove} refusable onClose={() => setDeleting(null)} />
    </CatalogueSection>
  );
}
