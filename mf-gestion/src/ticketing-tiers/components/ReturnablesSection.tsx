import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MultiSelect } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconCup, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, EmptyCard, errorMessageOf } from '@festival/ui';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import { useDeleteReturnableItem, useSaveReturnableItem, useSetTeamItems, type Catalogue, type CatalogueTeam, type ReturnableItem } from '../ticketingTiersApi';
import { choiceGroups, choiceKey, emptyReturnable, parseChoiceKey, RETURNABLE_NAME_MAX, returnableErrors, type ReturnableValues } from '../ticketingTiersRules';
import { namesFor, namesOf, selectData } from './CatalogueNames';
import { LinkBadges } from './LinkBadges';

function ReturnableFormModal({ editionId, catalogue, item, onClose }: { editionId: number; catalogue: Catalogue; item: ReturnableItem | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveReturnableItem(editionId);
  const [values, setValues] = useState<ReturnableValues>(emptyReturnable());
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<keyof ReturnableValues>(t('returnables.saveFailed'));
  useEffect(() => {
    if (!item) return;
    setValues(
      item === 'new'
        ? emptyReturnable()
        : { name: item.name, tierIds: item.tierIds.map(String), optionIds: item.optionIds.map(String), choices: item.choices.map(choiceKey), teamIds: item.teamIds.map(String) },
    );
    clear();
  }, [item, clear]);
  const names = namesOf(catalogue);
  const set = <K extends keyof ReturnableValues>(key: K, value: ReturnableValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const local = returnableErrors(values);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: RETURNABLE_NAME_MAX })])));
    if (Object.keys(local).length) return;
    save.mutate(
      {
        itemId: item === 'new' || !item ? null : item.id,
        name: values.name.trim(),
        links: { tierIds: values.tierIds.map(Number), optionIds: values.optionIds.map(Number), choices: values.choices.map(parseChoiceKey), teamIds: values.teamIds.map(Number) },
      },
      { onSuccess: onClose, onError: onSaveError },
    );
  };
  const select = (key: 'tierIds' | 'optionIds' | 'teamIds', label: string, data: { value: string; label: string }[]) => (
    <MultiSelect label={label} data={data} value={values[key]} onChange={(v) => set(key, v)} error={errors[key]} searchable clearable nothingFoundMessage={t('tiers.noneToLink')} />
  );
  return (
    <FormModal
      opened={item !== null}
      onClose={onClose}
      title={item === 'new' ? t('returnables.createTitle') : t('returnables.editTitle')}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      cancelLabel={t('tiers.cancel')}
      saveLabel={t('tiers.save')}
    >
      <TextInput label={t('returnables.name')} description={t('returnables.nameHint')} required maxLength={RETURNABLE_NAME_MAX} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} data-autofocus />
      {select('tierIds', t('returnables.tiers'), selectData(names.tier))}
      {select('optionIds', t('returnables.options'), selectData(names.option))}
      <MultiSelect
        label={t('returnables.choices')}
        data={choiceGroups(catalogue.customFields)}
        value={values.choices}
        onChange={(v) => set('choices', v)}
        error={errors.choices}
        searchable
        clearable
        nothingFoundMessage={t('tiers.noneToLink')}
      />
      {select('teamIds', t('returnables.teams'), selectData(names.team))}
    </FormModal>
  );
}

/** What the volunteers of a team receive at the gate: chosen in place, saved at once. */
function TeamItems({ editionId, team, catalogue }: { editionId: number; team: CatalogueTeam; catalogue: Catalogue }) {
  const { t } = useTranslation('ticketing');
  const setItems = useSetTeamItems(editionId);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="team-returnables" style={{ borderLeft: `6px solid ${team.color}` }}>
      <MultiSelect
        label={team.name}
        placeholder={team.returnableItemIds.length ? undefined : t('returnables.teamNothing')}
        data={selectData(namesOf(catalogue).returnable)}
        value={team.returnableItemIds.map(String)}
        onChange={(v) =>
          setItems.mutate(
            { teamId: team.id, returnableItemIds: v.map(Number) },
            { onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('returnables.saveFailed')) }) },
          )
        }
        disabled={setItems.isPending}
        searchable
        clearable
        nothingFoundMessage={t('tiers.noneToLink')}
      />
    </Paper>
  );
}

/** The returnable items (cups, wristbands…), who receives them, and what each volunteer team receives. */
export function ReturnablesSection({ editionId, catalogue }: { editionId: number; catalogue: Catalogue }) {
  const { t } = useTranslation('ticketing');
  const remove = useDeleteReturnableItem(editionId);
  const [editing, setEditing] = useState<ReturnableItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReturnableItem | null>(null);
  const names = namesOf(catalogue);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('returnables.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('returnables.create')}
        </Button>
      </Group>
      {catalogue.returnableItems.length === 0 ? (
        <EmptyCard icon={<IconCup size={28} />} title={t('returnables.emptyTitle')} description={t('returnables.emptyText')} />
      ) : (
        <Stack gap="xs">
          {catalogue.returnableItems.map((item) => (
            <Paper key={item.id} withBorder p="sm" radius="md" data-testid="returnable-row">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Text>
                  <LinkBadges label={t('returnables.tiersLabel')} names={namesFor(names.tier, item.tierIds)} color="blue" />
                  <LinkBadges label={t('returnables.optionsLabel')} names={namesFor(names.option, item.optionIds)} color="cyan" />
                  <LinkBadges label={t('returnables.choicesLabel')} names={item.choices.map((c) => `${names.field.get(c.customFieldId) ?? '?'}: ${c.choiceValue}`)} color="orange" />
                  <LinkBadges label={t('returnables.teamsLabel')} names={namesFor(names.team, item.teamIds)} color="grape" />
                  {!item.tierIds.length && !item.optionIds.length && !item.choices.length && !item.teamIds.length && (
                    <Text size="xs" c="dimmed">
                      {t('returnables.unlinked')}
                    </Text>
                  )}
                </Stack>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" onClick={() => setEditing(item)} aria-label={t('returnables.editNamed', { name: item.name })}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" onClick={() => setDeleting(item)} aria-label={t('returnables.deleteNamed', { name: item.name })}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Title order={2} size="h4" mt="md">
        {t('returnables.teamsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('returnables.teamsIntro')}
      </Text>
      {catalogue.teams.length === 0 ? (
        <Text size="sm">{t('returnables.noTeams')}</Text>
      ) : (
        <Stack gap="xs">
          {catalogue.teams.map((team) => (
            <TeamItems key={team.id} editionId={editionId} team={team} catalogue={catalogue} />
          ))}
        </Stack>
      )}
      <ReturnableFormModal editionId={editionId} catalogue={catalogue} item={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('returnables.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('returnables.deleteText')}
        confirmLabel={t('tiers.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => setDeleting(null),
            (err: unknown) => {
              notifications.show({ color: 'red', message: errorMessageOf(err, t('returnables.deleteFailed')) });
            },
          )
        }
      />
    </Stack>
  );
}
