import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Fieldset, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCalendarOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@festival/api-client';
import { EmptyState, errorMessageOf } from '@festival/ui';
import { conventionKeys, type Collaborator } from '../conventions/conventionApi';
import { displayName } from '../conventions/conventionRules';
import { QueryGate } from '../conventions/QueryGate';
import { editionKeys, useConventionEditions, useEditionPermissionsOnConvention, usePerEditionRights } from './editionApi';
import { EditionDates, VisibilityBadge } from './EditionBadges';
import { CONVENTION_WIDE_RIGHT, EDITION_RIGHT_KEYS, noEditionRights, perEditionChanges, rightsByEdition, type EditionRights } from './editionRules';

function RightsEditor({ conventionId, collaborator, onClose }: { conventionId: number; collaborator: Collaborator; onClose: () => void }) {
  const { t } = useTranslation('gestion');
  const queryClient = useQueryClient();
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

  const save = useMutation({
    mutationFn: async () => {
      // One PUT per changed edition; the first refusal stops and is reported.
      for (const { editionId, rights } of changes) {
        await api.PUT('/api/conventions/{id}/collaborators/{collaboratorId}/editions/{editionId}', {
          params: { path: { id: conventionId, collaboratorId: collaborator.id, editionId } },
          body: rights,
        });
      }
    },
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('perEdition.savedToast', { name: displayName(collaborator.user) }) });
      onClose();
    },
    onError: (err) => setError(errorMessageOf(err, t('perEdition.saveFailed'))),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: editionKeys.perEditionRights(conventionId, collaborator.id) }),
        queryClient.invalidateQueries({ queryKey: conventionKeys.history(conventionId) }),
        queryClient.invalidateQueries({ queryKey: ['editions', 'mine'] }),
      ]),
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
              else save.mutate();
            }}
          >
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('perEdition.help')}
              </Text>
              {error && (
                <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                  {error}
                </Alert>
              )}
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
              <Group justify="flex-end">
                <Button variant="default" type="button" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('collaborators.save')}
                </Button>
              </Group>
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
