import { useTranslation } from 'react-i18next';
import type { Edition } from '../../shared/gestionApi';
import { LiveImagePanel } from '../../shared/ImagePanel';
import { useRemoveEditionImage, useUploadEditionImage } from '../editionFormApi';

/** On an existing edition: upload or remove its image at once. */
export function LiveImageField({ edition }: { edition: Edition }) {
  const { t } = useTranslation('gestion');
  const upload = useUploadEditionImage(edition.id);
  const remove = useRemoveEditionImage(edition.id);
  return (
    <LiveImagePanel
      src={edition.imageUrl}
      alt={t('editionImage.alt', { name: edition.name })}
      upload={upload}
      remove={remove}
      messages={{ uploaded: 'editionImage.uploaded', failed: 'editionImage.failed', removed: 'editionImage.removed', removeFailed: 'editionImage.removeFailed' }}
    />
  );
}
