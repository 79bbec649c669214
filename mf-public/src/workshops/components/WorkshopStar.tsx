import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@festival/ui';
import { StarToggle } from '../../shared/StarToggle';
import { useToggleWorkshopFavorite } from '../workshopsApi';
import { PENDING_WORKSHOP_STAR_KEY } from '../workshopsRules';

/**
 * A star on a workshop. A signed-out visitor is sent to the login page and back here, and the star
 * they asked for is applied once they are signed in, with a toast saying so.
 */
export function WorkshopStar({ editionId, workshopId, title, isFavorite }: { editionId: number; workshopId: number; title: string; isFavorite: boolean }) {
  const { t } = useTranslation('workshops');
  const toggle = useToggleWorkshopFavorite(editionId);
  const failed = (err: unknown) => notifications.show({ color: 'red', message: errorMessageOf(err, t('star.failed')) });
  return (
    <StarToggle
      storageKey={PENDING_WORKSHOP_STAR_KEY}
      id={workshopId}
      isFavorite={isFavorite}
      labels={{ add: t('star.add'), remove: t('star.remove'), signIn: t('star.signIn') }}
      name={title}
      loading={toggle.isPending}
      onToggle={(favorite) => toggle.mutate({ workshopId, favorite }, { onError: failed })}
      onPendingStar={() => toggle.mutate({ workshopId, favorite: true }, { onSuccess: () => notifications.show({ color: 'green', message: t('star.applied', { title }) }), onError: failed })}
    />
  );
}
