import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyCard, loginPathFor } from '@festival/ui';

/** Not signed in: the management page needs an account (the route itself has no guard, as the spec says). */
export function SignInFirst() {
  const { t } = useTranslation('gestion');
  const location = useLocation();
  return (
    <EmptyCard
      icon={<IconLock size={28} />}
      title={t('gestionHome.signInTitle')}
      description={t('gestionHome.signInText')}
      action={
        <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
          {t('gestionHome.signIn')}
        </Button>
      }
    />
  );
}
