import { useEffect, useState } from 'react';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MultiSelect, NumberInput, Progress, Textarea } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, EmptyCard, errorMessageOf } from '@festival/ui';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import { useDeleteQuota, useSaveQuota, type Catalogue, type Quota } from '../ticketingTiersApi';
import { choiceGroups, choiceKey, emptyQuota, parseChoiceKey, QUOTA_MAX, QUOTA_TITLE_MAX, quotaBar, quotaBody, quotaErrors, type QuotaValues } from '../ticketingTiersRules';
import { namesFor, namesOf, selectData } from './CatalogueNames';
import { LinkBadges } from './LinkBadges';

function QuotaCard({ quota, catalogue, onEdit, onDelete }: { quota: Quota; catalogue: Catalogue; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('ticketing');
  const names = namesOf(catalogue);
  const bar = quotaBar(quota);
  return (
    <Card withBorder padding="md" radius="md" data-testid="quota-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {quota.title}
          </Text>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('quotas.editNamed', { name: quota.title })}>
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('quotas.deleteNamed', { name: quota.title })}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {quota.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {quota.description}
          </Text>
        )}
        <Progress value={bar.percent} color={bar.color} size="lg" aria-label={t('quotas.barLabel', { name: quota.title })} />
        <Group justify="space-between" gap="xs">
          <Text size="sm" data-testid="quota-count">
            {t('quotas.count', { used: quota.used, quantity: quota.quantity })}
          </Text>
          <Text size="sm" c={quota.over > 0 ? 'red' : 'dimmed'} fw={quota.over > 0 ? 600 : undefined}>
            {quota.over > 0 ? t('quotas.over', { count: quota.over }) : t('quotas.remaining', { count: quota.remaining })}
          </Text>
        </Group>
        <LinkBadges label={t('quotas.tiersLabel')} names={namesFor(names.tier, quota.tierIds)} color="blue" />
        <LinkBadges label={t('quotas.optionsLabel')} names={namesFor(names.option, quota.optionIds)} color="cyan" />
        <LinkBadges label={t('quotas.choicesLabel')} names={quota.choices.map((c) => `${names.field.get(c.customFieldId) ?? '?'}: ${c.choiceValue}`)} color="orange" />
        {!quota.tierIds.length && !quota.optionIds.length && !quota.choices.length && (
          <Text size="xs" c="orange">
            {t('quotas.unlinked')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function QuotaFormModal({ editionId, catalogue, quota, onClose }: { editionId: number; catalogue: Catalogue; quota: Quota | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveQuota(editionId);
  const [values, setValues] = useState<QuotaValues>(emptyQuota());
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<keyof QuotaValues>(t('quotas.saveFailed'));
  useEffect(() => {
    if (!quota) return;
    setValues(
      quota === 'new'
        ? emptyQuota()
        : { title: quota.title, description: quota.description ?? '', quantity: quota.quantity, tierIds: quota.tierIds.map(String), optionIds: quota.optionIds.map(String), choices: quota.choices.map(choiceKey) },
    );
    clear();
  }, [quota, clear]);
  const names = namesOf(catalogue);
  const set = <K extends keyof QuotaValues>(key: K, value: QuotaValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const local = quotaErrors(values);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: QUOTA_MAX })])));
    if (Object.keys(local).length) return;
    save.mutate(
      {
        quotaId: quota === 'new' || !quota ? null : quota.id,
        body: quotaBody(values),
        links: { tierIds: values.tierIds.map(Number), optionIds: values.optionIds.map(Number), choices: values.choices.map(parseChoiceKey) },
      },
      { onSuccess: onClose, onError: onSaveError },
    );
  };
  return (
    <FormModal
      opened={quota !== null}
      onClose={onClose}
      title={quota === 'new' ? t('quotas.createTitle') : t('quotas.editTitle')}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      cancelLabel={t('tiers.cancel')}
      saveLabel={t('tiers.save')}
    >
      <TextInput label={t('quotas.title')} required maxLength={QUOTA_TITLE_MAX} value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} data-autofocus />
      <Textarea label={t('quotas.description')} autosize minRows={2} maxRows={6} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
      <NumberInput
        label={t('quotas.quantity')}
        description={t('quotas.quantityHint')}
        required
        min={0}
        max={QUOTA_MAX}
        allowDecimal={false}
        allowNegative={false}
        value={values.quantity}
        onChange={(v) => set('quantity', typeof v === 'number' ? v : '')}
        error={errors.quantity}
      />
      <MultiSelect label={t('quotas.tiers')} data={selectData(names.tier)} value={values.tierIds} onChange={(v) => set('tierIds', v)} error={errors.tierIds} searchable clearable nothingFoundMessage={t('tiers.noneToLink')} />
      <MultiSelect label={t('quotas.options')} data={selectData(names.option)} value={values.optionIds} onChange={(v) => set('optionIds', v)} error={errors.optionIds} searchable clearable nothingFoundMessage={t('tiers.noneToLink')} />
      <MultiSelect
        label={t('quotas.choices')}
        description={t('quotas.choicesHint')}
        data={choiceGroups(catalogue.customFields)}
        value={values.choices}
        onChange={(v) => set('choices', v)}
        error={errors.choices}
        searchable
        clearable
        nothingFoundMessage={t('tiers.noneToLink')}
      />
    </FormModal>
  );
}

/** The quotas as cards: what is sold against each, what is left, what counts against it. */
export function QuotasSection({ editionId, catalogue }: { editionId: number; catalogue: Catalogue }) {
  const { t } = useTranslation('ticketing');
  const remove = useDeleteQuota(editionId);
  const [editing, setEditing] = useState<Quota | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Quota | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('quotas.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('quotas.create')}
        </Button>
      </Group>
      {catalogue.quotas.length === 0 ? (
        <EmptyCard icon={<IconChartBar size={28} />} title={t('quotas.emptyTitle')} description={t('quotas.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {catalogue.quotas.map((quota) => (
            <QuotaCard key={quota.id} quota={quota} catalogue={catalogue} onEdit={() => setEditing(quota)} onDelete={() => setDeleting(quota)} />
          ))}
        </SimpleGrid>
      )}
      <QuotaFormModal editionId={editionId} catalogue={catalogue} quota={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('quotas.deleteTitle', { name: deleting?.title ?? '' })}
        description={t('quotas.deleteText')}
        confirmLabel={t('tiers.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => setDeleting(null),
            (err: unknown) => {
              notifications.show({ color: 'red', message: errorMessageOf(err, t('quotas.deleteFailed')) });
            },
          )
        }
      />
    </Stack>
  );
}
