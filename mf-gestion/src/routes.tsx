import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage, RouteGuard } from '@festival/ui';

const MyConventionsPage = lazy(() => import('./conventions/MyConventionsPage'));
const AddConventionPage = lazy(() => import('./conventions/AddConventionPage'));
const EditConventionPage = lazy(() => import('./conventions/EditConventionPage'));
const CollaboratorsPage = lazy(() => import('./conventions/CollaboratorsPage'));

const signedIn = (page: ReactNode) => <RouteGuard check="auth-protected">{page}</RouteGuard>;

/** Management section route tree, exposed as "mf_gestion/routes". */
export default function GestionRoutes() {
  return (
    <Routes>
      <Route path="/my-conventions" element={signedIn(<MyConventionsPage />)} />
      <Route path="/conventions/add" element={signedIn(<AddConventionPage />)} />
      <Route path="/conventions/:id/edit" element={signedIn(<EditConventionPage />)} />
      <Route path="/conventions/:id/collaborators" element={signedIn(<CollaboratorsPage />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
