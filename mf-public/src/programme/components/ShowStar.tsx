import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { errorMessageOf, LaterTooltip } from '@festival/ui';
import { useToggleShowFavorite } from '../programmeApi';

/** A signed-in user's star on a show; the labels are the caller's texts (the programme and the favourites page have their own). */
export function ShowStar({ editionId, showId, title, isFavorite, labels }: { editionId: number; showId: number; title: string; isFavorite: boolean; labels: { add: string; remove: string; failed: string } }) {
  const toggle = useToggleShowFavorite();
  const label = `${isFavorite ? labels.remove : labels.add}: ${title}`;
  return (
    <LaterTooltip label={isFavorite ? labels.remove : labels.add}>
      <ActionIcon
        variant={isFavorite ? 'light' : 'subtle'}
        color="yellow"
        size="lg"
        aria-label={label}
        aria-pressed={isFavorite}
        loading={toggle.isPending}
        onClick={() =>
          toggle.mutate({ editionId, showId, favorite: !isFavorite }, { onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, labels.failed) }) })
        }
      >
        {isFavorite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
    </LaterTooltip>
  );
}
