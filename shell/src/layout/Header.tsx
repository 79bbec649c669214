import { lazy, Suspense } from 'react';
import { ActionIcon, Badge, Box, Burger, Button, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LaterTooltip, loginPathFor, useAuth } from '@festival/ui';
import { FAVORITES, HOME } from './navigation';
import { ColorModeControl } from './ColorModeControl';
import { LanguageSelector } from './LanguageSelector';
import { UserMenu } from './UserMenu';

// A signed-in user's bell, with the live notifications' code: a visitor's first visit goes without it.
const NotificationBell = lazy(() => import('../notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));

export function Header({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation('app');
  const auth = useAuth();
  const location = useLocation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="sm" size="sm" aria-label={t('header.openMenu')} />
        <UnstyledButton component={Link} to={HOME.to} aria-label={t('header.home')} style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <Image src="/logo.svg" alt="" w={32} h={32} />
          <Text fw={700} size="lg" truncate visibleFrom="xs">
            {t('title')}
          </Text>
        </UnstyledButton>
        {auth.adminModeActive && (
          <Badge color="red" variant="filled" aria-label={t('header.adminModeActive')}>
            {t('header.adminBadge')}
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColorModeControl />
        <LanguageSelector />
        {auth.user && (
          <LaterTooltip label={t('menu.favorites')}>
            <ActionIcon component={Link} to={FAVORITES.to} variant="subtle" size="lg" visibleFrom="sm" aria-label={t('menu.favorites')}>
              <IconHeart size={20} />
            </ActionIcon>
          </LaterTooltip>
        )}
        {auth.user && (
          <Suspense fallback={<Box w={34} h={34} />}>
            <NotificationBell />
          </Suspense>
        )}
        {auth.user ? (
          <UserMenu />
        ) : (
          <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} size="sm">
            {t('header.login')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
