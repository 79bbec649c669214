import { useState } from 'react';
import { Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefOf, PageHeader } from '@festival/ui';
import { myConventionsEntry } from '../my-conventions/entry';
import { GestionPage } from '../shared/GestionPage';
import { imageErrorMessage, notifyUploadFailed } from '../shared/ImagePanel';
import { ConventionForm } from './components/ConventionForm';
import { PendingLogoField } from './components/PendingLogoField';
import { useCreateConvention } from './conventionFormApi';
import { addConventionEntry, editConventionEntry } from './entry';

/** Creates a convention; the creator becomes its author. */
export default function AddConventionPage() {
  const { t } = useTranslation('gestion');
  const navigate = useNavigate();
  const create = useCreateConvention();
  const [logo, setLogo] = useState<File | null>(null);
  return (
    <GestionPage entry={addConventionEntry} size="sm" gap="lg">
      <PageHeader title={t('addConvention.title')} below={t('addConvention.subtitle')} />
      <PendingLogoField file={logo} onChange={setLogo} />
      <Card withBorder radius="md" padding="lg">
        <ConventionForm
          submitLabel={t('addConvention.submit')}
          failedMessage={t('addConvention.failed')}
          onSubmit={async (values) => {
            const { created, uploadError } = await create.mutateAsync({ values, logo });
            if (uploadError) notifyUploadFailed(t('addConvention.logoFailed'), imageErrorMessage(uploadError, t, 'conventionLogo.failed'));
            notifications.show({ color: 'green', message: t('addConvention.created', { name: created.name }) });
            // With a failed logo, to the settings page where it can be tried again.
            void navigate(uploadError ? hrefOf(editConventionEntry, { id: created.id }) : hrefOf(myConventionsEntry));
          }}
        />
      </Card>
    </GestionPage>
  );
}
