import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage, RouteGuard } from '@festival/ui';
import { Layout } from '../layout/Layout';
import { guardApiNavigation } from './apiGuard';
import { RemoteSection } from './RemoteSection';
import { RouteError } from './RouteError';

// Auth pages and the profile are split off: first-visit JavaScript stays small.
const LoginPage = lazy(() => import('../auth/LoginPage'));
const RegisterPage = lazy(() => import('../auth/RegisterPage'));
const VerifyEmailPage = lazy(() => import('../auth/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage'));
const LogoutPage = lazy(() => import('../auth/LogoutPage'));
const ProfilePage = lazy(() => import('../profile/ProfilePage'));
const NotificationsPage = lazy(() => import('../notifications/NotificationsPage'));

/** Paths each remote owns; the remote renders its own <Routes> for them. */
export const REMOTE_SECTIONS = {
  mf_public: ['/', '/privacy-policy', '/my-volunteer-applications', '/editions/:id', '/favorites'],
  mf_gestion: ['/my-conventions', '/conventions/*', '/editions/add', '/editions/:id/edit', '/editions/:id/gestion/*'],
  mf_admin: ['/admin/*'],
} as const;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/login', element: <RouteGuard check="guest-only"><LoginPage /></RouteGuard> },
          { path: '/register', element: <RouteGuard check="guest-only"><RegisterPage /></RouteGuard> },
          { path: '/auth/forgot-password', element: <RouteGuard check="guest-only"><ForgotPasswordPage /></RouteGuard> },
          { path: '/auth/reset-password', element: <RouteGuard check="guest-only"><ResetPasswordPage /></RouteGuard> },
          { path: '/verify-email', element: <RouteGuard check="verify-email-access"><VerifyEmailPage /></RouteGuard> },
          { path: '/logout', element: <LogoutPage /> },
          { path: '/profile', element: <RouteGuard check="auth-protected"><ProfilePage /></RouteGuard> },
          { path: '/notifications', element: <RouteGuard check="auth-protected"><NotificationsPage /></RouteGuard> },
          ...Object.entries(REMOTE_SECTIONS).map(([remote, paths]) => ({
            element: <RemoteSection remote={remote as keyof typeof REMOTE_SECTIONS} />,
            children: paths.map((path) => ({ path, element: null })),
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return guardApiNavigation(createBrowserRouter(routes));
}
