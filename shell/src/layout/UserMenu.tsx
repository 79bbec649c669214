import { Fragment } from 'react';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, setAdminMode, useAuth, WithLater, type LaterKit } from '@festival/ui';
import { ADMIN, LOGOUT, USER_PAGES, type NavItem } from './navigation';

const menuItem = (Menu: LaterKit['Menu'], { to, label, Icon }: NavItem, t: (key: string) => string) => (
  <Menu.Item component={Link} to={to} leftSection={<Icon size={16} />}>
    {t(label)}
  </Menu.Item>
);

export function UserMenu() {
  const { t } = useTranslation(['app', 'notifications']);
  const { user, adminModeActive } = useAuth();
  if (!user) return null;
  const target = (
    <UnstyledButton aria-label={t('menu.userMenu')} style={{ borderRadius: 999 }}>
      <Group gap={8} wrap="nowrap">
        <Avatar user={user} size="md" />
        <Text size="sm" fw={500} visibleFrom="sm" maw={140} truncate>
          {user.pseudo}
        </Text>
      </Group>
    </UnstyledButton>
  );
  return (
    <WithLater target={target}>
      {({ Menu, Switch }, intent) => (
        <Menu position="bottom-end" width={260} withinPortal defaultOpened={intent.opened}>
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Group gap="xs" wrap="nowrap">
                <Avatar user={user} size="sm" decorative />
                <Text size="sm" truncate>
                  {user.pseudo}
                </Text>
              </Group>
            </Menu.Label>
            {USER_PAGES.map((page) =>
              page.narrowOnly ? (
                <Box key={page.to} hiddenFrom="sm">
                  {menuItem(Menu, page, t)}
                </Box>
              ) : (
                <Fragment key={page.to}>{menuItem(Menu, page, t)}</Fragment>
              ),
            )}
            {user.isGlobalAdmin && (
              <>
                <Menu.Divider />
                {menuItem(Menu, ADMIN, t)}
                <Box px="sm" py={8}>
                  <Switch
                    label={t('menu.adminMode')}
                    checked={adminModeActive}
                    onChange={(e) => setAdminMode(e.currentTarget.checked, t)}
                    color="red"
                  />
                </Box>
              </>
            )}
            <Menu.Divider />
            {/* Mantine writes a coloured item in the colour's shade 6 (3.3:1 on white); `c` sets the theme's readable red over it. */}
            <Menu.Item component={Link} to={LOGOUT.to} color="red" c="red" leftSection={<LOGOUT.Icon size={16} />}>
              {t(LOGOUT.label)}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </WithLater>
  );
}
