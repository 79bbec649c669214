import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@festival/ui';
import { installOffer } from './installPrompt';

// The install dialog loads only when it is about to show; the push promo (and the push code) only
// for a signed-in user.
const InstallModal = lazy(() => import('./InstallModal'));
const PushPromo = lazy(() => import('./PushPromo'));

/** The push promo (signed-in users, after the first minute of the session, never over a dialog, drawer or form at work) and the install-as-app offer. */
export function PwaPrompts() {
  const { t } = useTranslation('notifications');
  const { user, sessionChecked } = useAuth();
  const userId = sessionChecked ? (user?.id ?? null) : null;
  const [promoShown, setPromoShown] = useState(false);
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
    <>
      {userId !== null && (
        <Suspense fallback={null}>
          <PushPromo key={userId} userId={userId} onShownChange={setPromoShown} />
        </Suspense>
      )}
      {installVisible && !promoShown && (
        <Suspense fallback={null}>
          <InstallModal opened onLater={() => installOffer.later()} onInstall={() => void install()} />
        </Suspense>
      )}
    </>
  );
}
