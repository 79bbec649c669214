import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { lazyPage, NotFoundPage, prepareSectionPage, RouteGuard, type LazyPage, type SectionEntry } from '@festival/ui';
import { Layout } from '../layout/Layout';
import { REMOTE_SECTIONS, SHELL_SECTIONS, type ShellSectionId } from '../sections';
import { guardApiNavigation } from './apiGuard';
import { prepareRemotePage, type RemoteName } from './remotes';
import { RemoteSection } from './RemoteSection';
import { RouteError } from './RouteError';

// Auth pages and the profile are split off: first-visit JavaScript stays small.
const PAGES: Record<ShellSectionId, LazyPage> = {
  'shell/login': lazyPage(() => import('../auth/LoginPage')),
  'shell/register': lazyPage(() => import('../auth/RegisterPage')),
  'shell/forgot-password': lazyPage(() => import('../auth/ForgotPasswordPage')),
  'shell/reset-password': lazyPage(() => import('../auth/ResetPasswordPage')),
  'shell/verify-email': lazyPage(() => import('../auth/VerifyEmailPage')),
  'shell/logout': lazyPage(() => import('../auth/LogoutPage')),
  'shell/profile': lazyPage(() => import('../profile/ProfilePage')),
  'shell/notifications': lazyPage(() => import('../notifications/NotificationsPage')),
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

/**
 * Loads what the page at this location draws first: its code (the shell's page, or its remote and
 * the remote's page) and its first screen's data, once the session is known (the data depends on
 * who asks). The start-up waits for it, so that the first draw is the page itself, complete, in one
 * pass. A failure is left for the page to show when it is drawn.
 */
export async function prepareFirstPage(location: { pathname: string; search: string }, session: Promise<unknown>): Promise<void> {
  const owns = (sections: readonly SectionEntry[]) => sections.some((s) => matchPath(s.path, location.pathname));
  if (owns(SHELL_SECTIONS)) {
    await session;
    return prepareSectionPage(SHELL_SECTIONS, PAGES, location);
  }
  const remote = (Object.keys(REMOTE_SECTIONS) as RemoteName[]).find((name) => owns(REMOTE_SECTIONS[name]));
  if (remote) await prepareRemotePage(remote, location, session);
}
