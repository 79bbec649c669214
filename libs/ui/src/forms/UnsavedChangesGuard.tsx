import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '../confirm/ConfirmModal';
import { holdUnsavedForm, leavesPage } from './unsavedChanges';

/**
 * While `when` holds (a form with unsaved edits), leaving asks first: a link or back/forward to
 * another page opens a confirmation, closing or reloading the tab gets the browser's own prompt.
 * Pass `when={dirty && !sending}` so that the navigation following a save is never held.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('components');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && leavesPage(currentLocation, nextLocation));

  useEffect(() => (when ? holdUnsavedForm() : undefined), [when]);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // Saved meanwhile (or the edits undone): let a held navigation go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title={t('unsaved.title')}
      description={t('unsaved.description')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
    />
  );
}
