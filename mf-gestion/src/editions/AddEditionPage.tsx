import { useState } from 'react';
import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api } from '@festival/api-client';
import { DataLoader, ErrorPage, usePageMeta } from '@festival/ui';
import { useConvention, useConventionPermissions, useMyConventions } from '../conventions/conventionApi';
import { parseId } from '../conventions/conventionRules';
import { GestionFrame } from '../conventions/GestionFrame';
import { NoConventionYet } from '../conventions/NoConventionYet';
import { QueryGate } from '../conventions/QueryGate';
import { useRefreshEditions } from './editionApi';
import { EditionForm } from './EditionForm';
import { imageErrorMessage, PendingImageField, uploadEditionImage } from './EditionImageField';
import { editionBody, emptyEditionValues } from './editionRules';

/** The form of a new edition in one convention; the picked image is uploaded right after creation. */
function NewEditionForm({ conventionId }: { conventionId: number }) {
  const { t } = useTranslation('gestion');
  const navigate = useNavigate();
  const refresh = useRefreshEditions();
  const [image, setImage] = useState<File | null>(null);
  return (
    <EditionForm
      key={conventionId}
      initialValues={emptyEditionValues()}
      submitLabel={t('addEdition.submit')}
      failedMessage={t('addEdition.failed')}
      imageSection={<PendingImageField file={image} onChange={setImage} />}
      onSubmit={async (values) => {
        const created = (await api.POST('/api/conventions/{id}/editions', { params: { path: { id: conventionId } }, body: editionBody(values) })).data!;
        let imageFailed = false;
        if (image) {
          try {
            await uploadEditionImage(created.id, image);
          } catch (err) {
            imageFailed = true;
            notifications.show({ color: 'red', title: t('addEdition.imageFailed'), message: imageErrorMessage(err, t), autoClose: 10000 });
          }
        }
        await refresh();
        notifications.show({ color: 'green', message: t('addEdition.created', { name: created.name }) });
        // With a failed image, straight to the edit page where it can be tried again.
        void navigate(imageFailed ? `/editions/${created.id}/edit` : `/editions/${created.id}/gestion`);
      }}
    />
  );
}

/** /conventions/:id/editions/add — for those who may add an edition to this convention. */
export default function AddEditionPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('addEdition.title'));
  const id = parseId(useParams().id);
  if (id == null) return <ErrorPage status={404} />;
  return <AddEditionLoader id={id} />;
}

function AddEditionLoader({ id }: { id: number }) {
  const { t } = useTranslation('gestion');
  const convention = useConvention(id);
  const permissions = useConventionPermissions(id);
  return (
    <GestionFrame>
      <QueryGate queries={[convention, permissions]}>
        {() =>
          permissions.data!.canAddEdition ? (
            <Stack gap="lg">
              <div>
                <Title order={1}>{t('addEdition.title')}</Title>
                <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('addEdition.subtitle', { name: convention.data!.name })}
                </Text>
              </div>
              <NewEditionForm conventionId={id} />
            </Stack>
          ) : (
            <ErrorPage status={403} />
          )
        }
      </QueryGate>
    </GestionFrame>
  );
}

/** /editions/add — first choose one of the user's conventions where they may add an edition. */
export function PickConventionAddEditionPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('addEdition.title'));
  const mine = useMyConventions();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <GestionFrame>
      <div>
        <Title order={1}>{t('addEdition.title')}</Title>
        <Text c="dimmed">{t('addEdition.pickSubtitle')}</Text>
      </div>
      <DataLoader
        query={mine}
        isEmpty={(data) => !data.items.some((c) => c.permissions.canAddEdition)}
        empty={<NoConventionYet title={t('addEdition.noConventionTitle')} description={t('addEdition.noConventionText')} />}
      >
        {(data) => {
          const allowed = data.items.filter((c) => c.permissions.canAddEdition);
          // With a single convention there is nothing to choose.
          const current = picked ?? (allowed.length === 1 ? String(allowed[0].id) : null);
          return (
            <Stack gap="lg">
              <Card withBorder radius="md" padding="lg">
                <Select
                  label={t('addEdition.convention')}
                  placeholder={t('addEdition.conventionPlaceholder')}
                  data={allowed.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={current}
                  onChange={setPicked}
                  searchable={allowed.length > 8}
                  nothingFoundMessage={t('addEdition.noMatch')}
                  allowDeselect={false}
                  required
                  data-autofocus
                />
              </Card>
              {current && <NewEditionForm key={current} conventionId={Number(current)} />}
            </Stack>
          );
        }}
      </DataLoader>
    </GestionFrame>
  );
}
