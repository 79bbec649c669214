import { useEffect } from 'react';
import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorMessageOf, LaterTooltip, loginPathFor, useAuth } from '@festival/ui';
import { useToggleFavorite } from './publicApi';
import { PENDING_FAVORITE_KEY, pendingFavoriteOf, pendingFavoriteValue } from './publicRules';

/** Remembers, for this tab, that the visitor starred an edition before signing in. */
function keepPendingFavorite(editionId: number) {
  try {
    sessionStorage.setItem(PENDING_FAVORITE_KEY, pendingFavoriteValue(editionId, Date.now()));
  } catch {
    // Storage refused (private mode, quota): the visitor stars again after signing in.
  }
}

/** Takes the star waiting for this edition, if any: the first button of the edition to ask gets it. */
function takePendingFavorite(editionId: number): boolean {
  try {
    const raw = sessionStorage.getItem(PENDING_FAVORITE_KEY);
    const pending = pendingFavoriteOf(raw, Date.now());
    if (raw !== null && pending === null) sessionStorage.removeItem(PENDING_FAVORITE_KEY);
    if (pending !== editionId) return false;
    sessionStorage.removeItem(PENDING_FAVORITE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Star toggle. A signed-out visitor is sent to the login page and back here, and the star they
 * asked for is applied once they are signed in, with a toast saying so.
 */
export function FavoriteButton({ editionId, isFavorite, size = 'lg' }: { editionId: number; isFavorite: boolean; size?: 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation('public');
  const { user } = useAuth();
  const location = useLocation();
  const toggle = useToggleFavorite();
  const label = isFavorite ? t('editions.removeFavorite') : t('editions.addFavorite');
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn || !takePendingFavorite(editionId)) return;
    toggle.mutate(
      { id: editionId, favorite: true },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('editions.favoriteApplied') }),
        onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('editions.favoriteFailed')) }),
      },
    );
    // Once per sign-in and edition: the mutation and t are stable enough not to re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, editionId]);
  if (!user) {
    return (
      <LaterTooltip label={t('editions.loginToFavorite')}>
        <ActionIcon
          component={Link}
          to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
          variant="subtle"
          color="yellow"
          size={size}
          aria-label={t('editions.addFavorite')}
          onClick={() => keepPendingFavorite(editionId)}
        >
          <IconStar size={20} />
        </ActionIcon>
      </LaterTooltip>
    );
  }
  return (
    <LaterTooltip label={label}>
      <ActionIcon
        variant={isFavorite ? 'light' : 'subtle'}
        color="yellow"
        size={size}
        aria-label={label}
        aria-pressed={isFavorite}
        loading={toggle.isPending}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          toggle.mutate(
            { id: editionId, favorite: !isFavorite },
            { onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('editions.favoriteFailed')) }) },
          );
        }}
      >
        {isFavorite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
    </LaterTooltip>
  );
}
