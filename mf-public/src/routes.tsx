import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage, RouteGuard } from '@festival/ui';

const HomePage = lazy(() => import('./home/HomePage'));
const PrivacyPolicyPage = lazy(() => import('./privacy/PrivacyPolicyPage'));
const EditionPage = lazy(() => import('./editions/EditionPage'));
const FavoritesPage = lazy(() => import('./editions/FavoritesPage'));
const MyVolunteerApplicationsPage = lazy(() => import('./volunteers/MyVolunteerApplicationsPage'));

/** Public section route tree, exposed as "mf_public/routes". */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/editions/:id" element={<EditionPage />} />
      <Route
        path="/favorites"
        element={
          <RouteGuard check="auth-protected">
            <FavoritesPage />
          </RouteGuard>
        }
      />
      <Route
        path="/my-volunteer-applications"
        element={
          <RouteGuard check="auth-protected">
            <MyVolunteerApplicationsPage />
          </RouteGuard>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
