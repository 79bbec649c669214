import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefOf } from '@festival/ui';
import { gestionHomeEntry } from '../../gestion-home/entry';
import { imageErrorMessage, notifyUploadFailed, PendingImageField } from '../../shared/ImagePanel';
import { useCreateEdition } from '../editionFormApi';
import { emptyEditionValues } from '../editionFormRules';
import { editEditionEntry } from '../entry';
import { EditionForm } from './EditionForm';

/** The form of a new edition in one convention; the picked image is uploaded right after creation. */
export function NewEditionForm({ conventionId }: { conventionId: number }) {
  const { t } = useTranslation('gestion');
  const navigate = useNavigate();
  const create = useCreateEdition(conventionId);
  const [image, setImage] = useState<File | null>(null);
  return (
    <EditionForm
      key={conventionId}
      initialValues={emptyEditionValues()}
      submitLabel={t('addEdition.submit')}
      failedMessage={t('addEdition.failed')}
      imageSection={<PendingImageField file={image} onChange={setImage} />}
      onSubmit={async (values) => {
        const { created, uploadError } = await create.mutateAsync({ values, image });
        if (uploadError) notifyUploadFailed(t('addEdition.imageFailed'), imageErrorMessage(uploadError, t));
        notifications.show({ color: 'green', message: t('addEdition.created', { name: created.name }) });
        // With a failed image, straight to the edit page where it can be tried again.
        void navigate(hrefOf(uploadError ? editEditionEntry : gestionHomeEntry, { id: created.id }));
      }}
    />
  );
}
