import { lazy, Suspense, useEffect, useState } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { LoadingState, useAuth } from '@festival/ui';
import { PwaPrompts } from '../pwa/PwaPrompts';
import { Footer } from './Footer';
import { Header } from './Header';

// Live notifications run for a signed-in user only: a visitor's first visit goes without their code.
const NotificationsRuntime = lazy(() => import('../notifications/NotificationsRuntime').then((m) => ({ default: m.NotificationsRuntime })));
// The drawer's code (and Mantine's Drawer) comes when the menu is first opened.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

export function Layout() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  const location = useLocation();
  const { user } = useAuth();
  // The mobile menu closes on every route change.
  useEffect(() => {
    menu.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search, location.hash]);
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <Header menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      </AppShell.Header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <Box id="main" style={{ flex: 1 }}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </AppShell.Main>
      {user && (
        <Suspense fallback={null}>
          <NotificationsRuntime />
        </Suspense>
      )}
      <PwaPrompts />
    </AppShell>
  );
}
