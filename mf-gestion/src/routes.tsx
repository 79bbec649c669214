import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage, RouteGuard } from '@festival/ui';

const MyConventionsPage = lazy(() => import('./conventions/MyConventionsPage'));
const AddConventionPage = lazy(() => import('./conventions/AddConventionPage'));
const EditConventionPage = lazy(() => import('./conventions/EditConventionPage'));
const CollaboratorsPage = lazy(() => import('./conventions/CollaboratorsPage'));
const AddEditionPage = lazy(() => import('./editions/AddEditionPage'));
const PickConventionAddEditionPage = lazy(() => import('./editions/AddEditionPage').then((m) => ({ default: m.PickConventionAddEditionPage })));
const EditEditionPage = lazy(() => import('./editions/EditEditionPage'));
const EditionGestionPage = lazy(() => import('./editions/EditionGestionPage'));

const signedIn = (page: ReactNode) => <RouteGuard check="auth-protected">{page}</RouteGuard>;

/** Management section route tree, exposed as "mf_gestion/routes". */
export default function GestionRoutes() {
  return (
    <Routes>
      <Route path="/my-conventions" element={signedIn(<MyConventionsPage />)} />
      <Route path="/conventions/add" element={signedIn(<AddConventionPage />)} />
      <Route path="/conventions/:id/edit" element={signedIn(<EditConventionPage />)} />
      <Route path="/conventions/:id/collaborators" element={signedIn(<CollaboratorsPage />)} />
      <Route path="/conventions/:id/editions/add" element={signedIn(<AddEditionPage />)} />
      <Route path="/editions/add" element={signedIn(<PickConventionAddEditionPage />)} />
      <Route path="/editions/:id/edit" element={signedIn(<EditEditionPage />)} />
      {/* The spec puts no route guard on /gestion: the page itself asks visitors to sign in. */}
      <Route path="/editions/:id/gestion" element={<EditionGestionPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
