import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage, RouteGuard, type SectionEntry } from '@festival/ui';
import { Layout } from '../layout/Layout';
import { REMOTE_SECTIONS, SHELL_SECTIONS, type ShellSectionId } from '../sections';
import { guardApiNavigation } from './apiGuard';
import type { RemoteName } from './remotes';
import { RemoteSection } from './RemoteSection';
import { RouteError } from './RouteError';

// Auth pages and the profile are split off: first-visit JavaScript stays small.
const PAGES: Record<ShellSectionId, ComponentType> = {
  'shell/login': lazy(() => import('../auth/LoginPage')),
  'shell/register': lazy(() => import('../auth/RegisterPage')),
  'shell/forgot-password': lazy(() => import('../auth/ForgotPasswordPage')),
  'shell/reset-password': lazy(() => import('../auth/ResetPasswordPage')),
  'shell/verify-email': lazy(() => import('../auth/VerifyEmailPage')),
  'shell/logout': lazy(() => import('../auth/LogoutPage')),
  'shell/profile': lazy(() => import('../profile/ProfilePage')),
  'shell/notifications': lazy(() => import('../notifications/NotificationsPage')),
};

function shellRoute(section: (typeof SHELL_SECTIONS)[number]): RouteObject {
  const Page = PAGES[section.id];
  const { check } = section as SectionEntry;
  return { path: section.path, element: check ? <RouteGuard check={check}><Page /></RouteGuard> : <Page /> };
}

/** A remote's paths: it renders its own <Routes> (and route checks) for them, loaded on first entry. */
function remoteRoutes(remote: RemoteName, sections: readonly SectionEntry[]): RouteObject {
  return { element: <RemoteSection remote={remote} />, children: sections.map((s) => ({ path: s.path, element: null })) };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...SHELL_SECTIONS.map(shellRoute),
          ...Object.entries(REMOTE_SECTIONS).map(([remote, sections]) => remoteRoutes(remote as RemoteName, sections)),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return guardApiNavigation(createBrowserRouter(routes));
}
