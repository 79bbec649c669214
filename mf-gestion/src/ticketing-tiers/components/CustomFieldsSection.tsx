import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Checkbox, MultiSelect, Select, Switch, Textarea } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconForms, IconPencil, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, EmptyCard, errorMessageOf } from '@festival/ui';
import { ticketingCustomFieldTypeValues } from '@festival/api-client';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import { useDeleteCustomField, useSaveCustomField, type Catalogue, type CustomField } from '../ticketingTiersApi';
import { emptyField, FIELD_LABEL_MAX, fieldBody, fieldErrors, type FieldValues } from '../ticketingTiersRules';
import { namesFor, namesOf, selectData } from './CatalogueNames';
import { LinkBadges } from './LinkBadges';

const KNOWN_TYPES: readonly string[] = ticketingCustomFieldTypeValues;

function FieldFormModal({ editionId, catalogue, field, onClose }: { editionId: number; catalogue: Catalogue; field: CustomField | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveCustomField(editionId);
  const [values, setValues] = useState<FieldValues>(emptyField());
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<keyof FieldValues>(t('customFields.saveFailed'));
  useEffect(() => {
    if (!field) return;
    setValues(
      field === 'new'
        ? emptyField()
        : {
            label: field.label,
            type: (KNOWN_TYPES.includes(field.type) ? field.type : 'TextInput') as FieldValues['type'],
            isRequired: field.isRequired,
            values: (field.values ?? []).join('\n'),
            isActive: field.isActive,
            tierIds: field.tierIds.map(String),
          },
    );
    clear();
  }, [field, clear]);
  const synced = field !== null && field !== 'new' && field.isSynced;
  const set = <K extends keyof FieldValues>(key: K, value: FieldValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const local = fieldErrors(values, synced);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: FIELD_LABEL_MAX })])));
    if (Object.keys(local).length) return;
    save.mutate({ fieldId: field === 'new' || !field ? null : field.id, body: fieldBody(values, synced) }, { onSuccess: onClose, onError: onSaveError });
  };
  return (
    <FormModal
      opened={field !== null}
      onClose={onClose}
      title={field === 'new' ? t('customFields.createTitle') : t('customFields.editTitle')}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      cancelLabel={t('tiers.cancel')}
      saveLabel={t('tiers.save')}
    >
      {synced && (
        <Alert color="blue" icon={<IconRefresh size={16} />}>
          {t('customFields.syncedHint')}
        </Alert>
      )}
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
      <MultiSelect
        label={t('customFields.tiers')}
        description={t('customFields.tiersHint')}
        disabled={synced}
        data={selectData(namesOf(catalogue).tier)}
        value={values.tierIds}
        onChange={(v) => set('tierIds', v)}
        error={errors.tierIds}
        searchable
        clearable
        nothingFoundMessage={t('tiers.noneToLink')}
      />
    </FormModal>
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
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('customFields.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('customFields.create')}
        </Button>
      </Group>
      {catalogue.customFields.length === 0 ? (
        <EmptyCard icon={<IconForms size={28} />} title={t('customFields.emptyTitle')} description={t('customFields.emptyText')} />
      ) : (
        <Stack gap="xs">
          {catalogue.customFields.map((field) => (
            <Paper key={field.id} withBorder p="sm" radius="md" data-testid="custom-field-row" style={{ opacity: field.isActive ? 1 : 0.7 }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {field.label}
                    </Text>
                    <Badge size="sm" variant="light" color="gray" style={{ textTransform: 'none' }}>
                      {KNOWN_TYPES.includes(field.type) ? t(`customFields.types.${field.type}`) : field.type}
                    </Badge>
                    {field.isSynced && (
                      <Badge size="sm" variant="light" color="blue">
                        {t('tiers.synced')}
                      </Badge>
                    )}
                    {field.isRequired && (
                      <Badge size="sm" variant="outline">
                        {t('options.requiredBadge')}
                      </Badge>
                    )}
                    {!field.isActive && (
                      <Badge size="sm" variant="outline" color="gray">
                        {t('tiers.inactive')}
                      </Badge>
                    )}
                  </Group>
                  {field.values?.length ? (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {field.values.join(', ')}
                    </Text>
                  ) : null}
                  <LinkBadges label={t('customFields.askedBy')} names={namesFor(names.tier, field.tierIds)} color="blue" />
                </Stack>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" onClick={() => setEditing(field)} aria-label={t('customFields.editNamed', { name: field.label })}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  {!field.isSynced && (
                    <ActionIcon variant="subtle" color="red" onClick={() => setDeleting(field)} aria-label={t('customFields.deleteNamed', { name: field.label })}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <FieldFormModal editionId={editionId} catalogue={catalogue} field={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('customFields.deleteTitle', { name: deleting?.label ?? '' })}
        description={t('customFields.deleteText')}
        confirmLabel={t('tiers.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => setDeleting(null),
            (err: unknown) => {
              setDeleting(null);
              notifications.show({ color: 'red', message: errorMessageOf(err, t('customFields.deleteFailed')) });
            },
          )
        }
      />
    </Stack>
  );
}
