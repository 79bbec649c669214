import { useTranslation } from 'react-i18next';
import type { Convention } from '../../shared/gestionApi';
import { LiveImagePanel, PendingImageField } from '../../shared/ImagePanel';
import { useRemoveConventionLogo, useUploadConventionLogo } from '../conventionFormApi';

/** Before the convention exists: the picked logo is uploaded right after creation. */
export function PendingLogoField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation('gestion');
  return <PendingImageField file={file} onChange={onChange} title={t('conventionLogo.title')} titleId="convention-logo" hint={t('conventionLogo.pendingHelp')} />;
}

/** On an existing convention: upload or remove at once. */
export function LiveLogoField({ convention }: { convention: Convention }) {
  const { t } = useTranslation('gestion');
  const upload = useUploadConventionLogo(convention.id);
  const remove = useRemoveConventionLogo(convention.id);
  return (
    <LiveImagePanel
      title={t('conventionLogo.title')}
      titleId="convention-logo"
      src={convention.logo}
      alt={t('conventionLogo.alt', { name: convention.name })}
      hint={t('conventionLogo.help')}
      upload={upload}
      remove={remove}
      messages={{ uploaded: 'conventionLogo.uploaded', failed: 'conventionLogo.failed', removed: 'conventionLogo.removed', removeFailed: 'conventionLogo.removeFailed' }}
    />
  );
}
