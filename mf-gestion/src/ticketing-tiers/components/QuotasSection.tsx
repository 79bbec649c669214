import { useState } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { NumberInput, Progress, Textarea } from '@festival/ui/later';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteQuota, useSaveQuota, type Catalogue, type Quota } from '../ticketingTiersApi';
import { choiceGroups, emptyQuota, parseChoiceKey, QUOTA_MAX, QUOTA_TITLE_MAX, quotaBar, quotaBody, quotaErrors, quotaValues } from '../ticketingTiersRules';
import { CatalogueFormModal, LinkSelect, useCatalogueForm } from './CatalogueForm';
import { choiceNames, namesFor, namesOf, selectData } from './CatalogueNames';
import { RowActions } from './CatalogueRow';
import { CatalogueSection, DeleteConfirm } from './CatalogueSection';
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
          <RowActions texts="quotas" name={quota.title} onEdit={onEdit} onDelete={onDelete} />
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
        <LinkBadges label={t('quotas.choicesLabel')} names={choiceNames(names.field, quota.choices)} color="orange" />
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
  const form = useCatalogueForm(quota, emptyQuota, quotaValues, t('quotas.saveFailed'));
  const { values, errors, set } = form;
  const names = namesOf(catalogue);
  const submit = () => {
    if (!form.passes(quotaErrors(values), QUOTA_MAX)) return;
    save.mutate(
      {
        quotaId: form.current?.id ?? null,
        body: quotaBody(values),
        links: { tierIds: values.tierIds.map(Number), optionIds: values.optionIds.map(Number), choices: values.choices.map(parseChoiceKey) },
      },
      { onSuccess: onClose, onError: form.onSaveError },
    );
  };
  return (
    <CatalogueFormModal texts="quotas" form={form} saving={save.isPending} onSubmit={submit} onClose={onClose}>
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
      <LinkSelect label={t('quotas.tiers')} data={selectData(names.tier)} {...form.links('tierIds')} />
      <LinkSelect label={t('quotas.options')} data={selectData(names.option)} {...form.links('optionIds')} />
      <LinkSelect label={t('quotas.choices')} description={t('quotas.choicesHint')} data={choiceGroups(catalogue.customFields)} {...form.links('choices')} />
    </CatalogueFormModal>
  );
}

/** The quotas as cards: what is sold against each, what is left, what counts against it. */
export function QuotasSection({ editionId, catalogue }: { editionId: number; catalogue: Catalogue }) {
  const remove = useDeleteQuota(editionId);
  const [editing, setEditing] = useState<Quota | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Quota | null>(null);
  return (
    <CatalogueSection
      texts="quotas"
      isEmpty={catalogue.quotas.length === 0}
      emptyIcon={<IconChartBar size={28} />}
      onCreate={() => setEditing('new')}
      list={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {catalogue.quotas.map((quota) => (
            <QuotaCard key={quota.id} quota={quota} catalogue={catalogue} onEdit={() => setEditing(quota)} onDelete={() => setDeleting(quota)} />
          ))}
        </SimpleGrid>
      }
    >
      <QuotaFormModal editionId={editionId} catalogue={catalogue} quota={editing} onClose={() => setEditing(null)} />
      <DeleteConfirm texts="quotas" row={deleting} name={deleting?.title ?? ''} remove={remove} onClose={() => setDeleting(null)} />
    </CatalogueSection>
  );
}
