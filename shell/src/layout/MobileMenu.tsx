import { Stack } from '@mantine/core';
import { Divider, Drawer, NavLink, Switch } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPathFor, setAdminMode, useAuth } from '@festival/ui';
import { ADMIN, HOME, LOGIN_ICON, LOGOUT, REGISTER, USER_PAGES, type NavItem } from './navigation';


/** Narrow-screen navigation; the layout closes it on every route change. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['app', 'notifications']);
  const { user, adminModeActive } = useAuth();
  const location = useLocation();
  const link = ({ to, label, Icon }: Pick<NavItem, 'to' | 'label' | 'Icon'>) => (
    <NavLink key={to} component={Link} to={to} label={t(label)} leftSection={<Icon size={18} />} active={location.pathname === to} />
  );
  return (
    <Drawer opened={opened} onClose={onClose} title={t('header.menu')} size="xs" hiddenFrom="sm" closeButtonProps={{ 'aria-label': t('header.closeMenu') }}>
      <Stack gap={0} component="nav" aria-label={t('header.menu')}>
        {link(HOME)}
        {user ? (
          <>
            {USER_PAGES.map(link)}
            {user.isGlobalAdmin && (
              <>
                <Divider my="xs" />
                {link(ADMIN)}
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
            {link(LOGOUT)}
          </>
        ) : (
          <>
            {link({ to: loginPathFor(`${location.pathname}${location.search}${location.hash}`), label: 'header.login', Icon: LOGIN_ICON })}
            {link(REGISTER)}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
