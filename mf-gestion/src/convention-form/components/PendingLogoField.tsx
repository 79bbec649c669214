import { useTranslation } from 'react-i18next';
import { PendingImageField } from '../../shared/ImagePanel';

/** Before the convention exists: the picked logo is uploaded right after creation. */
export function PendingLogoField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation('gestion');
  return <PendingImageField file={file} onChange={onChange} title={t('conventionLogo.title')} titleId="convention-logo" hint={t('conventionLogo.pendingHelp')} />;
}
