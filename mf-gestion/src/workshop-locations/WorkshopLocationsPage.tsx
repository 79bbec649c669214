import { useRef, useState } from 'react';
import { ActionIcon, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal, EmptyCard, errorMessageOf, hrefOf, PageHeader } from '@festival/ui';
import { editEditionEntry } from '../edition-form/entry';
import type { Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { LocationFormModal } from './components/LocationFormModal';
import { workshopLocationsEntry } from './entry';
import { useDeleteWorkshopLocation, useWorkshopLocations, type WorkshopLocation } from './locationsApi';

function Locations({ edition }: { edition: Edition }) {
  const { t } = useTranslation('workshops');
  const locations = useWorkshopLocations(edition.id);
  const remove = useDeleteWorkshopLocation(edition.id);
  const [editing, setEditing] = useState<WorkshopLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WorkshopLocation | null>(null);
  const items = locations.data?.items ?? [];
  // The dialog keeps its texts while it closes.
  const shown = useRef<WorkshopLocation | null>(null);
  if (deleting) shown.current = deleting;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('locations.title')}
        below={t('locations.subtitle', { name: edition.name })}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('locations.add')}
          </Button>
        }
      />
      {!edition.workshopsEnabled && (
        <Text size="sm" c="dimmed">
          {t('locations.workshopsOff')}{' '}
          <Anchor component={Link} to={hrefOf(editEditionEntry, { id: edition.id })}>{t('locations.editEdition')}</Anchor>
        </Text>
      )}
      <QueryGate queries={[locations]}>
        {() =>
          items.length === 0 ? (
            <EmptyCard icon={<IconMapPin size={28} />} title={t('locations.emptyTitle')} description={t('locations.emptyText')} />
          ) : (
            <Stack gap="xs">
              {items.map((location) => (
                <Card key={location.id} withBorder padding="sm" radius="md" data-testid="workshop-location">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {location.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('locations.workshopCount', { count: location.workshopCount })}
                      </Text>
                    </Stack>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={t('locations.renameNamed', { name: location.name })} onClick={() => setEditing(location)}>
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={t('locations.deleteNamed', { name: location.name })} onClick={() => setDeleting(location)}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryGate>
      <LocationFormModal editionId={edition.id} location={editing} others={items} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('locations.deleteTitle', { name: shown.current?.name ?? '' })}
        description={shown.current?.workshopCount ? t('locations.deleteText', { count: shown.current.workshopCount }) : t('locations.deleteTextNone')}
        confirmLabel={t('locations.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => setDeleting(null),
            (err: unknown) => {
              notifications.show({ color: 'red', message: errorMessageOf(err, t('locations.deleteFailed')) });
            },
          )
        }
      />
    </Stack>
  );
}

/** The edition's workshop locations: the list with the workshops held in each, add and rename in a dialog, delete after confirmation. */
export default function WorkshopLocationsPage() {
  return <EditionPage entry={workshopLocationsEntry}>{(edition) => <Locations edition={edition} />}</EditionPage>;
}
