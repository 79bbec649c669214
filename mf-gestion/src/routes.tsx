import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage, RouteGuard } from '@festival/ui';

const MyConventionsPage = lazy(() => import('./conventions/MyConventionsPage'));

/** Management section route tree, exposed as "mf_gestion/routes". */
export default function GestionRoutes() {
  return (
    <Routes>
      <Route
        path="/my-conventions"
        element={
          <RouteGuard check="auth-protected">
            <MyConventionsPage />
          </RouteGuard>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
