import { useState } from 'react';
import { Badge, Stack, Text, TextInput } from '@mantine/core';
import { Checkbox, Select, Switch, Textarea } from '@festival/ui/later';
import { IconForms } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ticketingCustomFieldTypeValues } from '@festival/api-client';
import { useDeleteCustomField, useSaveCustomField, type Catalogue, type CustomField } from '../ticketingTiersApi';
import { emptyField, FIELD_LABEL_MAX, fieldBody, fieldErrors, fieldValues, isKnownFieldType, type FieldValues } from '../ticketingTiersRules';
import { CatalogueFormModal, LinkSelect, useCatalogueForm } from './CatalogueForm';
import { namesFor, namesOf, selectData } from './CatalogueNames';
import { CatalogueRow, RowActions, RowTitle } from './CatalogueRow';
import { CatalogueSection, DeleteConfirm } from './CatalogueSection';
import { LinkBadges } from './LinkBadges';

function FieldFormModal({ editionId, catalogue, field, onClose }: { editionId: number; catalogue: Catalogue; field: CustomField | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveCustomField(editionId);
  const form = useCatalogueForm(field, emptyField, fieldValues, t('customFields.saveFailed'));
  const { values, errors, set, synced } = form;
  const submit = () => {
    if (!form.passes(fieldErrors(values, synced), FIELD_LABEL_MAX)) return;
    save.mutate({ fieldId: form.current?.id ?? null, body: fieldBody(values, synced) }, { onSuccess: onClose, onError: form.onSaveError });
  };
  return (
    <CatalogueFormModal texts="customFields" form={form} saving={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('customFields.label')} required={!synced} disabled={synced} maxLength={FIELD_LABEL_MAX} value={values.label} onChange={(e) => set('label', e.currentTarget.value)} error={errors.label} data-autofocus={!synced || undefined} />
      <Select
        label={t('customFields.type')}
        disabled={synced}
        data={ticketingCustomFieldTypeValues.map((v) => ({ value: v, label: t(`customFields.types.${v}`) }))}
        value={values.type}
        onChange={(v) => v && set('type', v as FieldValues['type'])}
        allowDeselect={false}
      />
      {values.type === 'ChoiceList' && (
        <Textarea label={t('customFields.values')} description={t('customFields.valuesHint')} disabled={synced} autosize minRows={3} value={values.values} onChange={(e) => set('values', e.currentTarget.value)} error={errors.values} />
      )}
      <Checkbox label={t('customFields.required')} disabled={synced} checked={values.isRequired} onChange={(e) => set('isRequired', e.currentTarget.checked)} />
      <Switch label={t('customFields.active')} checked={values.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
      <Checkbox label={t('customFields.showAtGate')} description={t('customFields.showAtGateHint')} checked={values.showAtGate} onChange={(e) => set('showAtGate', e.currentTarget.checked)} />
      <LinkSelect label={t('customFields.tiers')} description={t('customFields.tiersHint')} disabled={synced} data={selectData(namesOf(catalogue).tier)} {...form.links('tierIds')} />
    </CatalogueFormModal>
  );
}

/** The questions ticket holders answer: synced from the form or asked here, and the tiers that ask them. */
export function CustomFieldsSection({ editionId, catalogue }: { editionId: number; catalogue: Catalogue }) {
  const { t } = useTranslation('ticketing');
  const remove = useDeleteCustomField(editionId);
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const names = namesOf(catalogue);
  return (
    <CatalogueSection
      texts="customFields"
      isEmpty={catalogue.customFields.length === 0}
      emptyIcon={<IconForms size={28} />}
      onCreate={() => setEditing('new')}
      list={
        <Stack gap="xs">
          {catalogue.customFields.map((field) => (
            <CatalogueRow
              key={field.id}
              testId="custom-field-row"
              active={field.isActive}
              actions={<RowActions texts="customFields" name={field.label} onEdit={() => setEditing(field)} onDelete={field.isSynced ? undefined : () => setDeleting(field)} />}
            >
              <RowTitle name={field.label} isSynced={field.isSynced} isActive={field.isActive}>
                <Badge size="sm" variant="light" color="gray" style={{ textTransform: 'none' }}>
                  {isKnownFieldType(field.type) ? t(`customFields.types.${field.type}`) : field.type}
                </Badge>
                {field.isRequired && (
                  <Badge size="sm" variant="outline">
                    {t('options.requiredBadge')}
                  </Badge>
                )}
                {field.showAtGate && (
                  <Badge size="sm" variant="outline" color="teal">
                    {t('customFields.showAtGateBadge')}
                  </Badge>
                )}
              </RowTitle>
              {field.values?.length ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {field.values.join(', ')}
                </Text>
              ) : null}
              <LinkBadges label={t('customFields.askedBy')} names={namesFor(names.tier, field.tierIds)} color="blue" />
            </CatalogueRow>
          ))}
        </Stack>
      }
    >
      <FieldFormModal editionId={editionId} catalogue={catalogue} field={editing} onClose={() => setEditing(null)} />
      <DeleteConfirm texts="customFields" row={deleting} name={deleting?.label ?? ''} remove={remove} refusable onClose={() => setDeleting(null)} />
    </CatalogueSection>
  );
}
