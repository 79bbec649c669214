import { lazy } from 'react';
import { SectionRoutes } from '@festival/ui';
import { ADMIN_SECTIONS, type AdminSectionId } from './sections';

/** Each section's page, loaded when first opened; the paths and route checks (a global administrator) are the registry's. */
const PAGES: Record<AdminSectionId, ReturnType<typeof lazy>> = {
  'admin/dashboard': lazy(() => import('./dashboard/AdminDashboardPage')),
  'admin/feedback': lazy(() => import('./feedback/FeedbackAdminPage')),
  'admin/notifications': lazy(() => import('./notifications/AdminNotificationsPage')),
};

/** Admin section route tree, exposed as "mf_admin/routes". */
export default function AdminRoutes() {
  return <SectionRoutes sections={ADMIN_SECTIONS} pages={PAGES} />;
}
