import { useState } from 'react';
import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteReturnableItem, useSaveReturnableItem, useSetTeamItems, type Catalogue, type CatalogueTeam, type ReturnableItem } from '../ticketingTiersApi';
import { choiceGroups, emptyReturnable, parseChoiceKey, RETURNABLE_NAME_MAX, returnableErrors, returnableValues } from '../ticketingTiersRules';
import { CatalogueFormModal, LinkSelect, useCatalogueForm } from './CatalogueForm';
import { choiceNames, namesFor, namesOf, selectData } from './CatalogueNames';
import { CatalogueRow, RowActions, RowTitle } from './CatalogueRow';
import { CatalogueSection, DeleteConfirm, showFailure } from './CatalogueSection';
import { LinkBadges } from './LinkBadges';

function ReturnableFormModal({ editionId, catalogue, item, onClose }: { editionId: number; catalogue: Catalogue; item: ReturnableItem | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveReturnableItem(editionId);
  const form = useCatalogueForm(item, emptyReturnable, returnableValues, t('returnables.saveFailed'));
  const { values, errors, set } = form;
  const names = namesOf(catalogue);
  const submit = () => {
    if (!form.passes(returnableErrors(values), RETURNABLE_NAME_MAX)) return;
    save.mutate(
      {
        itemId: form.current?.id ?? null,
        name: values.name.trim(),
        links: { tierIds: values.tierIds.map(Number), optionIds: values.optionIds.map(Number), choices: values.choices.map(parseChoiceKey), teamIds: values.teamIds.map(Number) },
      },
      { onSuccess: onClose, onError: form.onSaveError },
    );
  };
  return (
    <CatalogueFormModal texts="returnables" form={form} saving={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('returnables.name')} description={t('returnables.nameHint')} required maxLength={RETURNABLE_NAME_MAX} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} data-autofocus />
      <LinkSelect label={t('returnables.tiers')} data={selectData(names.tier)} {...form.links('tierIds')} />
      <LinkSelect label={t('returnables.options')} data={selectData(names.option)} {...form.links('optionIds')} />
      <LinkSelect label={t('returnables.choices')} data={choiceGroups(catalogue.customFields)} {...form.links('choices')} />
      <LinkSelect label={t('returnables.teams')} data={selectData(names.team)} {...form.links('teamIds')} />
    </CatalogueFormModal>
  );
}

/** What the volunteers of a team receive at the gate: chosen in place, saved at once. */
function TeamItems({ editionId, team, catalogue }: { editionId: number; team: CatalogueTeam; catalogue: Catalogue }) {
  const { t } = useTranslation('ticketing');
  const setItems = useSetTeamItems(editionId);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="team-returnables" style={{ borderLeft: `6px solid ${team.color}` }}>
      <LinkSelect
        label={team.name}
        placeholder={team.returnableItemIds.length ? undefined : t('returnables.teamNothing')}
        data={selectData(namesOf(catalogue).returnable)}
        value={team.returnableItemIds.map(String)}
        onChange={(v) => setItems.mutate({ teamId: team.id, returnableItemIds: v.map(Number) }, { onError: showFailure(t('returnables.saveFailed')) })}
        disabled={setItems.isPending}
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
    <CatalogueSection
      texts="returnables"
      isEmpty={catalogue.returnableItems.length === 0}
      emptyIcon={<IconCup size={28} />}
      onCreate={() => setEditing('new')}
      list={
        <Stack gap="xs">
          {catalogue.returnableItems.map((item) => (
            <CatalogueRow
              key={item.id}
              testId="returnable-row"
              actions={<RowActions texts="returnables" name={item.name} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />}
            >
              <RowTitle name={item.name} />
              <LinkBadges label={t('returnables.tiersLabel')} names={namesFor(names.tier, item.tierIds)} color="blue" />
              <LinkBadges label={t('returnables.optionsLabel')} names={namesFor(names.option, item.optionIds)} color="cyan" />
              <LinkBadges label={t('returnables.choicesLabel')} names={choiceNames(names.field, item.choices)} color="orange" />
              <LinkBadges label={t('returnables.teamsLabel')} names={namesFor(names.team, item.teamIds)} color="grape" />
              {!item.tierIds.length && !item.optionIds.length && !item.choices.length && !item.teamIds.length && (
                <Text size="xs" c="dimmed">
                  {t('returnables.unlinked')}
                </Text>
              )}
            </CatalogueRow>
          ))}
        </Stack>
      }
    >
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
      <DeleteConfirm texts="returnables" row={deleting} name={deleting?.name ?? ''} remove={remove} onClose={() => setDeleting(null)} />
    </CatalogueSection>
  );
}
