import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Checkbox, MultiSelect, NumberInput, Select, Switch, Textarea } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconListCheck, IconPencil, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, EmptyCard, errorMessageOf } from '@festival/ui';
import { ticketingOptionTypeValues } from '@festival/api-client';
import { formatCurrency } from '@festival/i18n';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import { useDeleteOption, useSaveOption, type Catalogue, type TicketingOption } from '../ticketingTiersApi';
import { emptyOption, fromCents, OPTION_NAME_MAX, optionBody, optionErrors, sameIds, type OptionValues } from '../ticketingTiersRules';
import { namesFor, namesOf, selectData } from './CatalogueNames';
import { LinkBadges } from './LinkBadges';

function OptionFormModal({ editionId, catalogue, option, onClose }: { editionId: number; catalogue: Catalogue; option: TicketingOption | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveOption(editionId);
  const [values, setValues] = useState<OptionValues>(emptyOption());
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<keyof OptionValues>(t('options.saveFailed'));
  useEffect(() => {
    if (!option) return;
    setValues(
      option === 'new'
        ? emptyOption()
        : {
            name: option.name,
            description: option.description ?? '',
            type: option.type === 'ChoiceList' ? 'ChoiceList' : 'Checkbox',
            isRequired: option.isRequired,
            choices: (option.choices ?? []).join('\n'),
            price: fromCents(option.price),
            isActive: option.isActive,
            quotaIds: option.quotaIds.map(String),
            returnableItemIds: option.returnableItemIds.map(String),
          },
    );
    clear();
  }, [option, clear]);
  const synced = option !== null && option !== 'new' && option.isSynced;
  const names = namesOf(catalogue);
  const set = <K extends keyof OptionValues>(key: K, value: OptionValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const local = optionErrors(values, synced);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: OPTION_NAME_MAX })])));
    if (Object.keys(local).length) return;
    const current = option === 'new' || !option ? null : option;
    const linksChanged = !current || !sameIds(current.quotaIds, values.quotaIds) || !sameIds(current.returnableItemIds, values.returnableItemIds);
    save.mutate(
      {
        optionId: current?.id ?? null,
        body: optionBody(values, synced),
        links: linksChanged ? { quotaIds: values.quotaIds.map(Number), returnableItemIds: values.returnableItemIds.map(Number) } : undefined,
      },
      { onSuccess: onClose, onError: onSaveError },
    );
  };
  return (
    <FormModal
      opened={option !== null}
      onClose={onClose}
      title={option === 'new' ? t('options.createTitle') : t('options.editTitle')}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      cancelLabel={t('tiers.cancel')}
      saveLabel={t('tiers.save')}
    >
      {synced && (
        <Alert color="blue" icon={<IconRefresh size={16} />}>
          {t('options.syncedHint')}
        </Alert>
      )}
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
        <NumberInput
          label={t('options.price')}
          disabled={synced}
          min={0}
          decimalScale={2}
          allowNegative={false}
          rightSection={<Text size="sm" c="dimmed">€</Text>}
          value={values.price}
          onChange={(v) => set('price', typeof v === 'number' ? v : '')}
          error={errors.price}
        />
      </Group>
      {values.type === 'ChoiceList' && (
        <Textarea label={t('options.choices')} description={t('options.choicesHint')} disabled={synced} autosize minRows={3} value={values.choices} onChange={(e) => set('choices', e.currentTarget.value)} error={errors.choices} />
      )}
      <Checkbox label={t('options.required')} disabled={synced} checked={values.isRequired} onChange={(e) => set('isRequired', e.currentTarget.checked)} />
      <Switch label={t('options.active')} checked={values.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
      <MultiSelect label={t('options.quotas')} data={selectData(names.quota)} value={values.quotaIds} onChange={(v) => set('quotaIds', v)} error={errors.quotaIds} searchable clearable nothingFoundMessage={t('tiers.noneToLink')} />
      <MultiSelect
        label={t('options.returnables')}
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

/** The options (extras of a ticket): synced and local, with what took them and what they are linked to. */
export function OptionsSection({ editionId, catalogue }: { editionId: number; catalogue: Catalogue }) {
  const { t, i18n } = useTranslation('ticketing');
  const remove = useDeleteOption(editionId);
  const [editing, setEditing] = useState<TicketingOption | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TicketingOption | null>(null);
  const names = namesOf(catalogue);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('options.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('options.create')}
        </Button>
      </Group>
      {catalogue.options.length === 0 ? (
        <EmptyCard icon={<IconListCheck size={28} />} title={t('options.emptyTitle')} description={t('options.emptyText')} />
      ) : (
        <Stack gap="xs">
          {catalogue.options.map((option) => (
            <Paper key={option.id} withBorder p="sm" radius="md" data-testid="option-row" style={{ opacity: option.isActive ? 1 : 0.7 }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {option.name}
                    </Text>
                    {option.isSynced && (
                      <Badge size="sm" variant="light" color="blue">
                        {t('tiers.synced')}
                      </Badge>
                    )}
                    {!option.isActive && (
                      <Badge size="sm" variant="outline" color="gray">
                        {t('tiers.inactive')}
                      </Badge>
                    )}
                    {option.isRequired && (
                      <Badge size="sm" variant="outline">
                        {t('options.requiredBadge')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {formatCurrency(option.price, i18n.language)} · {t('options.sold', { count: option.sold })}
                    {option.choices?.length ? ` · ${option.choices.join(', ')}` : ''}
                  </Text>
                  <LinkBadges label={t('tiers.quotasLabel')} names={namesFor(names.quota, option.quotaIds)} color="teal" />
                  <LinkBadges label={t('tiers.returnablesLabel')} names={namesFor(names.returnable, option.returnableItemIds)} color="grape" />
                </Stack>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" onClick={() => setEditing(option)} aria-label={t('options.editNamed', { name: option.name })}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  {!option.isSynced && (
                    <ActionIcon variant="subtle" color="red" onClick={() => setDeleting(option)} aria-label={t('options.deleteNamed', { name: option.name })}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <OptionFormModal editionId={editionId} catalogue={catalogue} option={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('options.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('options.deleteText')}
        confirmLabel={t('tiers.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => setDeleting(null),
            (err: unknown) => {
              setDeleting(null);
              notifications.show({ color: 'red', message: errorMessageOf(err, t('options.deleteFailed')) });
            },
          )
        }
      />
    </Stack>
  );
}
