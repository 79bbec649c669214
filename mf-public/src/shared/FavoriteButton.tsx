import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorMessageOf, loginPathFor, useAuth } from '@festival/ui';
import { useToggleFavorite } from './publicApi';

/** Star toggle; signed-out visitors are sent to the login page and come back here. */
export function FavoriteButton({ editionId, isFavorite, size = 'lg' }: { editionId: number; isFavorite: boolean; size?: 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation('public');
  const { user } = useAuth();
  const location = useLocation();
  const toggle = useToggleFavorite();
  const label = isFavorite ? t('editions.removeFavorite') : t('editions.addFavorite');
  if (!user) {
    return (
      <Tooltip label={t('editions.loginToFavorite')}>
        <ActionIcon
          component={Link}
          to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
          variant="subtle"
          color="yellow"
          size={size}
          aria-label={t('editions.addFavorite')}
        >
          <IconStar size={20} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={label}>
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
    </Tooltip>
  );
}
