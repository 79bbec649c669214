import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { localRecords, sessionRecords, unsavedFormCount, useAuth } from '@festival/ui';
import { installOffer } from './installPrompt';
import { dismissPromo, isFillingForm, markSessionDismissed, startPromoChecks, type PromoConditions } from './pushPromo';
import { usePushActions, usePushStatus } from './usePush';

// Both dialogs load only when they are about to show.
const PushPromoModal = lazy(() => import('./PushPromoModal'));
const InstallModal = lazy(() => import('./InstallModal'));

/** Whether the focused element takes typing. */
function isField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden'].includes(element.type);
}

/** The push promo (signed-in users, after 30 s of session, not over a form) and the install-as-app offer. */
export function PwaPrompts() {
  const { t } = useTranslation('notifications');
  const { user, sessionChecked } = useAuth();
  const userId = sessionChecked ? (user?.id ?? null) : null;
  const status = usePushStatus();
  const push = usePushActions();
  const [promoOpen, setPromoOpen] = useState(false);
  const conditions = useRef<Omit<PromoConditions, 'busy'> | undefined>(undefined);
  useEffect(() => {
    conditions.current = status.data && userId !== null ? { signedIn: true, ...status.data } : undefined;
  }, [status.data, userId]);
  const lastInputAt = useRef<number | null>(null);
  useEffect(() => {
    const typed = () => (lastInputAt.current = Date.now());
    document.addEventListener('input', typed, true);
    return () => document.removeEventListener('input', typed, true);
  }, []);

  useEffect(() => {
    setPromoOpen(false);
    if (userId === null) return;
    return startPromoChecks({
      local: localRecords,
      session: sessionRecords,
      now: () => Date.now(),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (h) => window.clearInterval(h as number),
      conditions: () =>
        conditions.current && {
          ...conditions.current,
          busy: isFillingForm({ focusedField: isField(document.activeElement), unsavedForms: unsavedFormCount(), lastInputAt: lastInputAt.current }, Date.now()),
        },
      show: () => setPromoOpen(true),
    });
  }, [userId]);

  const installVisible = useSyncExternalStore(installOffer.subscribe, installOffer.isVisible, () => false);

  const install = async () => {
    try {
      const outcome = await installOffer.install();
      if (outcome === 'dismissed') notifications.show({ color: 'gray', message: t('install.cancelled') });
      else notifications.show({ color: 'green', message: t('install.installed') });
    } catch (err) {
      console.warn('[install]', err);
      notifications.show({ color: 'red', title: t('install.failedTitle'), message: t('install.failedText') });
    }
  };

  return (
    <Suspense fallback={null}>
      {promoOpen && (
        <PushPromoModal
          opened
          onNotNow={() => {
            dismissPromo(localRecords, sessionRecords, Date.now());
            setPromoOpen(false);
          }}
          onEnable={async () => {
            markSessionDismissed(sessionRecords, Date.now());
            await push.enable();
            setPromoOpen(false);
          }}
        />
      )}
      {installVisible && !promoOpen && <InstallModal opened onLater={() => installOffer.later()} onInstall={() => void install()} />}
    </Suspense>
  );
}
