import { lazyPage, prepareSectionPage, SectionRoutes, type LazyPage } from '@festival/ui';
import { ADMIN_SECTIONS, type AdminSectionId } from './sections';

/** Each section's page, loaded when first opened; the paths and route checks (a global administrator) are the registry's. */
const PAGES: Record<AdminSectionId, LazyPage> = {
  'admin/dashboard': lazyPage(() => import('./dashboard/AdminDashboardPage')),
  'admin/feedback': lazyPage(() => import('./feedback/FeedbackAdminPage')),
  'admin/notifications': lazyPage(() => import('./notifications/AdminNotificationsPage')),
};

/** Admin section route tree, exposed as "mf_admin/routes". */
export default function AdminRoutes() {
  return <SectionRoutes sections={ADMIN_SECTIONS} pages={PAGES} />;
}

/** The page a path opens, loaded (code and first data) before the shell first draws it. */
export function prepare(location: { pathname: string; search: string }): Promise<void> {
  return prepareSectionPage(ADMIN_SECTIONS, PAGES, location);
}
