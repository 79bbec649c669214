import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingState, isSafeReturnTo } from '@festival/ui';
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
    void logout().then(() => navigate(isSafeReturnTo(returnTo) ? returnTo : '/', { replace: true }));
  }, [navigate, params]);
  return <LoadingState label={t('logout.inProgress')} />;
}
