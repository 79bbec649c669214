import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage, RouteGuard } from '@festival/ui';

const AdminDashboardPage = lazy(() => import('./dashboard/AdminDashboardPage'));
const FeedbackAdminPage = lazy(() => import('./feedback/FeedbackAdminPage'));
const AdminNotificationsPage = lazy(() => import('./notifications/AdminNotificationsPage'));

/** Admin section route tree, exposed as "mf_admin/routes". Every page needs a global administrator. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<RouteGuard check="super-admin"><AdminDashboardPage /></RouteGuard>} />
      <Route path="/admin/feedback" element={<RouteGuard check="super-admin"><FeedbackAdminPage /></RouteGuard>} />
      <Route path="/admin/notifications" element={<RouteGuard check="super-admin"><AdminNotificationsPage /></RouteGuard>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
