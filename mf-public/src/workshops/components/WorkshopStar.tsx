import { useEffect } from 'react';
import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorMessageOf, LaterTooltip, loginPathFor, useAuth } from '@festival/ui';
import { useToggleWorkshopFavorite } from '../workshopsApi';
import { PENDING_WORKSHOP_STAR_KEY, pendingStarOf, pendingStarValue } from '../workshopsRules';

/** Remembers, for this tab, that the visitor starred a workshop before signing in. */
function keepPendingStar(workshopId: number) {
  try {
    sessionStorage.setItem(PENDING_WORKSHOP_STAR_KEY, pendingStarValue(workshopId, Date.now()));
  } catch {
    // Storage refused (private mode, quota): the visitor stars again after signing in.
  }
}

/** Takes the star waiting for this workshop, if any. */
function takePendingStar(workshopId: number): boolean {
  try {
    const raw = sessionStorage.getItem(PENDING_WORKSHOP_STAR_KEY);
    const pending = pendingStarOf(raw, Date.now());
    if (raw !== null && pending === null) sessionStorage.removeItem(PENDING_WORKSHOP_STAR_KEY);
    if (pending !== workshopId) return false;
    sessionStorage.removeItem(PENDING_WORKSHOP_STAR_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * A star on a workshop. A signed-out visitor is sent to the login page and back here, and the star
 * they asked for is applied once they are signed in, with a toast saying so.
 */
export function WorkshopStar({ editionId, workshopId, title, isFavorite }: { editionId: number; workshopId: number; title: string; isFavorite: boolean }) {
  const { t } = useTranslation('workshops');
  const { user } = useAuth();
  const location = useLocation();
  const toggle = useToggleWorkshopFavorite(editionId);
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn || !takePendingStar(workshopId)) return;
    toggle.mutate(
      { workshopId, favorite: true },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('star.applied', { title }) }),
        onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('star.failed')) }),
      },
    );
    // Once per sign-in and workshop: the mutation and t are stable enough not to re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, workshopId]);
  const label = isFavorite ? t('star.remove') : t('star.add');
  if (!user) {
    return (
      <LaterTooltip label={t('star.signIn')}>
        <ActionIcon
          component={Link}
          to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
          variant="subtle"
          color="yellow"
          size="lg"
          aria-label={`${t('star.add')}: ${title}`}
          onClick={() => keepPendingStar(workshopId)}
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
        size="lg"
        aria-label={`${label}: ${title}`}
        aria-pressed={isFavorite}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ workshopId, favorite: !isFavorite }, { onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('star.failed')) }) })}
      >
        {isFavorite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
    </LaterTooltip>
  );
}
