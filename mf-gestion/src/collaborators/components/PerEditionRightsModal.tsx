import { useEffect, useMemo, useState } from 'react';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Checkbox, Fieldset, Modal } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, errorMessageOf } from '@festival/ui';
import { EditionDates, VisibilityBadge } from '../../shared/EditionBadges';
import { FormError } from '../../shared/FormError';
import { QueryGate } from '../../shared/QueryGate';
import { useConventionEditions, useEditionPermissionsOnConvention, usePerEditionRights, useSavePerEditionRights, type Collaborator } from '../collaboratorsApi';
import { CONVENTION_WIDE_RIGHT, displayName, EDITION_RIGHT_KEYS, noEditionRights, perEditionChanges, rightsByEdition, type EditionRights } from '../collaboratorsRules';
import { ModalActions } from './ModalActions';

function RightsEditor({ conventionId, collaborator, onClose }: { conventionId: number; collaborator: Collaborator; onClose: () => void }) {
  const { t } = useTranslation('gestion');
  const editions = useConventionEditions(conventionId);
  const current = usePerEditionRights(conventionId, collaborator.id);
  const mine = useEditionPermissionsOnConvention(conventionId);
  const initial = useMemo(() => rightsByEdition(current.data?.items ?? []), [current.data]);
  const [draft, setDraft] = useState<Map<number, EditionRights>>(new Map());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!editions.data) return;
    setDraft(new Map(editions.data.items.map((e) => [e.id, { ...(initial.get(e.id) ?? noEditionRights()) }])));
  }, [editions.data, initial]);
  const held = useMemo(() => new Map((mine.data?.items ?? []).map((p) => [p.editionId, p])), [mine.data]);
  const changes = perEditionChanges(initial, draft);

  const save = useSavePerEditionRights(conventionId, collaborator.id);
  const submit = () =>
    save.mutate(changes, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('perEdition.savedToast', { name: displayName(collaborator.user) }) });
        onClose();
      },
      onError: (err) => setError(errorMessageOf(err, t('perEdition.saveFailed'))),
    });

  return (
    <QueryGate queries={[editions, current, mine]}>
      {() => {
        const list = editions.data!.items;
        if (list.length === 0) {
          return <EmptyState icon={<IconCalendarOff size={28} />} title={t('perEdition.noEditions')} />;
        }
        const anyLocked = list.some((e) => EDITION_RIGHT_KEYS.some((k) => !held.get(e.id)?.[k]));
        return (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setError(null);
              if (changes.length === 0) onClose();
              else submit();
            }}
          >
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('perEdition.help')}
              </Text>
              <FormError message={error} />
              {list.map((edition) => {
                const rights = draft.get(edition.id) ?? noEditionRights();
                const mineHere = held.get(edition.id);
                return (
                  <Fieldset
                    key={edition.id}
                    legend={
                      <Group gap="xs" wrap="wrap" component="span">
                        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {edition.name}
                        </Text>
                        <EditionDates startDate={edition.startDate} endDate={edition.endDate} size="xs" />
                        <VisibilityBadge isOnline={edition.isOnline} size="xs" />
                      </Group>
                    }
                    aria-label={edition.name}
                  >
                    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
                      {EDITION_RIGHT_KEYS.map((key) => {
                        const wide = collaborator.rights[CONVENTION_WIDE_RIGHT[key]];
                        return (
                          <Checkbox
                            key={key}
                            label={t(`perEdition.rights.${key}`)}
                            description={wide ? t('perEdition.coveredByConvention', { right: t(`rights.${CONVENTION_WIDE_RIGHT[key]}`) }) : undefined}
                            checked={rights[key] || wide}
                            disabled={wide || !mineHere?.[key]}
                            onChange={(e) => {
                              const checked = e.currentTarget.checked;
                              setDraft((d) => new Map(d).set(edition.id, { ...rights, [key]: checked }));
                            }}
                          />
                        );
                      })}
                    </SimpleGrid>
                  </Fieldset>
                );
              })}
              {anyLocked && (
                <Text size="xs" c="dimmed">
                  {t('collaborators.rightsDisabledHint')}
                </Text>
              )}
              <ModalActions onCancel={onClose} saving={save.isPending} />
            </Stack>
          </form>
        );
      }}
    </QueryGate>
  );
}

/** Rights of one collaborator on each edition of the convention (edit, delete, volunteers, artists). */
export function PerEditionRightsModal({ conventionId, collaborator, onClose }: { conventionId: number; collaborator: Collaborator | null; onClose: () => void }) {
  const { t } = useTranslation('gestion');
  return (
    <Modal
      opened={collaborator != null}
      onClose={onClose}
      title={collaborator ? t('perEdition.title', { name: displayName(collaborator.user) }) : ''}
      centered
      size="lg"
    >
      {collaborator && <RightsEditor key={collaborator.id} conventionId={conventionId} collaborator={collaborator} onClose={onClose} />}
    </Modal>
  );
}
