import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@festival/ui';
import { useToggleFavorite } from './publicApi';
import { PENDING_FAVORITE_KEY } from './publicRules';
import { StarToggle } from './StarToggle';

/**
 * Star toggle of an edition. A signed-out visitor is sent to the login page and back here, and the
 * star they asked for is applied once they are signed in, with a toast saying so.
 */
export function FavoriteButton({ editionId, isFavorite, size = 'lg' }: { editionId: number; isFavorite: boolean; size?: 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation('public');
  const toggle = useToggleFavorite();
  const failed = (err: unknown) => notifications.show({ color: 'red', message: errorMessageOf(err, t('editions.favoriteFailed')) });
  return (
    <StarToggle
      storageKey={PENDING_FAVORITE_KEY}
      id={editionId}
      isFavorite={isFavorite}
      size={size}
      labels={{ add: t('editions.addFavorite'), remove: t('editions.removeFavorite'), signIn: t('editions.loginToFavorite') }}
      loading={toggle.isPending}
      onToggle={(favorite) => toggle.mutate({ id: editionId, favorite }, { onError: failed })}
      onPendingStar={() =>
        toggle.mutate({ id: editionId, favorite: true }, { onSuccess: () => notifications.show({ color: 'green', message: t('editions.favoriteApplied') }), onError: failed })
      }
    />
  );
}
