import { Divider, Drawer, NavLink, Stack, Switch } from '@mantine/core';
import { IconCalendarEvent, IconHandStop, IconHeart, IconHome, IconLogin, IconLogout, IconShield, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPathFor, setAdminMode, useAuth } from '@festival/ui';


/** Narrow-screen navigation; the layout closes it on every route change. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['app', 'notifications']);
  const { user, adminModeActive } = useAuth();
  const location = useLocation();
  const link = (to: string, label: string, Icon: typeof IconHome) => (
    <NavLink component={Link} to={to} label={label} leftSection={<Icon size={18} />} active={location.pathname === to} />
  );
  return (
    <Drawer opened={opened} onClose={onClose} title={t('header.menu')} size="xs" hiddenFrom="sm" closeButtonProps={{ 'aria-label': t('header.closeMenu') }}>
      <Stack gap={0} component="nav" aria-label={t('header.menu')}>
        {link('/', t('menu.home'), IconHome)}
        {user ? (
          <>
            {link('/profile', t('menu.profile'), IconUser)}
            {link('/my-conventions', t('menu.myConventions'), IconCalendarEvent)}
            {link('/my-volunteer-applications', t('menu.myVolunteerApplications'), IconHandStop)}
            {link('/favorites', t('menu.favorites'), IconHeart)}
            {user.isGlobalAdmin && (
              <>
                <Divider my="xs" />
                {link('/admin', t('menu.admin'), IconShield)}
                <Switch
                  m="sm"
                  label={t('menu.adminMode')}
                  checked={adminModeActive}
                  onChange={(e) => setAdminMode(e.currentTarget.checked, t)}
                  color="red"
                />
              </>
            )}
            <Divider my="xs" />
            {link('/logout', t('menu.logout'), IconLogout)}
          </>
        ) : (
          <>
            {link(loginPathFor(`${location.pathname}${location.search}`), t('header.login'), IconLogin)}
            {link('/register', t('header.register'), IconUserPlus)}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
