import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { hrefOf, isSafeReturnTo, LoadingState } from '@festival/ui';
import { sectionOf } from '../sections';
import { logout } from '../app/session';

/** Signs out (locally even if the server fails), then goes to a relative returnTo or home. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returnTo = params.get('returnTo');
    void logout().then(() => navigate(isSafeReturnTo(returnTo) ? returnTo : hrefOf(sectionOf('public/home')), { replace: true }));
  }, [navigate, params]);
  return <LoadingState label={t('logout.inProgress')} />;
}
