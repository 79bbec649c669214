import { useEffect, useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { hrefOf, isSafeReturnTo, LoadingState } from '@festival/ui';
import { sectionOf } from '../sections';
import { logout } from '../app/session';
import { AuthCard } from './AuthCard';

/**
 * Whether the product itself sent the user here: a move inside the app, or a page load the server
 * marked as coming from our own pages or from the user (Sec-Fetch-Site same-origin or none). A
 * foreign page's link is not enough to sign anyone out.
 */
function sentByOwnPages(locationKey: string): boolean {
  return locationKey !== 'default' || document.querySelector('meta[name="sign-out"][content="own-page"]') !== null;
}

/** Signs out (locally even if the server fails), then goes to a relative returnTo or home; asks first when another site sent here. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [confirmed, setConfirmed] = useState(() => sentByOwnPages(location.key));
  const started = useRef(false);
  const home = hrefOf(sectionOf('public/home'));
  useEffect(() => {
    if (!confirmed || started.current) return;
    started.current = true;
    const returnTo = params.get('returnTo');
    void logout().then(() => navigate(isSafeReturnTo(returnTo) ? returnTo : home, { replace: true }));
  }, [confirmed, navigate, params, home]);
  if (confirmed) return <LoadingState label={t('logout.inProgress')} />;
  return (
    <AuthCard title={t('logout.confirmTitle')}>
      <Text mb="lg">{t('logout.confirmText')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate(home, { replace: true })}>
          {t('logout.stay')}
        </Button>
        <Button color="red" onClick={() => setConfirmed(true)}>
          {t('logout.confirm')}
        </Button>
      </Group>
    </AuthCard>
  );
}
