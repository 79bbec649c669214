import { useEffect } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { LaterTooltip, loginPathFor, useAuth } from '@festival/ui';
import { pendingFavoriteOf, pendingFavoriteValue } from './publicRules';

/** Remembers, for this tab, that the visitor starred `id` (under `storageKey`) before signing in. */
function keepPendingStar(storageKey: string, id: number) {
  try {
    sessionStorage.setItem(storageKey, pendingFavoriteValue(id, Date.now()));
  } catch {
    // Storage refused (private mode, quota): the visitor stars again after signing in.
  }
}

/** Takes the star waiting for `id`, if any: the first button of that id to ask gets it. */
function takePendingStar(storageKey: string, id: number): boolean {
  try {
    const raw = sessionStorage.getItem(storageKey);
    const pending = pendingFavoriteOf(raw, Date.now());
    if (raw !== null && pending === null) sessionStorage.removeItem(storageKey);
    if (pending !== id) return false;
    sessionStorage.removeItem(storageKey);
    return true;
  } catch {
    return false;
  }
}

export interface StarToggleProps {
  /** Where a signed-out visitor's star waits while they sign in (one key a kind of thing starred). */
  storageKey: string;
  id: number;
  isFavorite: boolean;
  size?: 'md' | 'lg' | 'xl';
  labels: { add: string; remove: string; signIn: string };
  /** What is starred, said after the label to screen readers (several stars on one page). */
  name?: string;
  loading: boolean;
  /** The signed-in user's click. */
  onToggle: (favorite: boolean) => void;
  /** The star asked for before signing in, applied once signed in (say so in a toast). */
  onPendingStar: () => void;
}

/**
 * A star toggle. A signed-out visitor is sent to the login page and back here, and the star they
 * asked for is applied once they are signed in (`onPendingStar`).
 */
export function StarToggle({ storageKey, id, isFavorite, size = 'lg', labels, name, loading, onToggle, onPendingStar }: StarToggleProps) {
  const { user } = useAuth();
  const location = useLocation();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn && takePendingStar(storageKey, id)) onPendingStar();
    // Once per sign-in and id: the callback is stable enough not to re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, storageKey, id]);
  const named = (label: string) => (name === undefined ? label : `${label}: ${name}`);
  if (!user) {
    return (
      <LaterTooltip label={labels.signIn}>
        <ActionIcon
          component={Link}
          to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
          variant="subtle"
          color="yellow"
          size={size}
          aria-label={named(labels.add)}
          onClick={() => keepPendingStar(storageKey, id)}
        >
          <IconStar size={20} />
        </ActionIcon>
      </LaterTooltip>
    );
  }
  const label = isFavorite ? labels.remove : labels.add;
  return (
    <LaterTooltip label={label}>
      <ActionIcon
        variant={isFavorite ? 'light' : 'subtle'}
        color="yellow"
        size={size}
        aria-label={named(label)}
        aria-pressed={isFavorite}
        loading={loading}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onToggle(!isFavorite);
        }}
      >
        {isFavorite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
    </LaterTooltip>
  );
}
