import { lazyPage, prepareSectionPage, SectionRoutes, type LazyPage } from '@festival/ui';
import { PUBLIC_SECTIONS, type PublicSectionId } from './sections';

/** Each section's page, loaded when first opened; the paths and route checks are the registry's. */
const PAGES: Record<PublicSectionId, LazyPage> = {
  'public/home': lazyPage(() => import('./home/HomePage')),
  'public/privacy-policy': lazyPage(() => import('./privacy/PrivacyPolicyPage')),
  'public/my-volunteer-applications': lazyPage(() => import('./my-volunteer-applications/MyVolunteerApplicationsPage')),
  'public/my-tickets': lazyPage(() => import('./my-tickets/MyTicketsPage')),
  'public/edition': lazyPage(() => import('./edition/EditionPage')),
  'public/favorites': lazyPage(() => import('./favorites/FavoritesPage')),
  'public/volunteer-message-confirm': lazyPage(() => import('./volunteer-message/VolunteerMessagePage')),
  'public/volunteers': lazyPage(() => import('./volunteers/VolunteersPage')),
  'public/artist-space': lazyPage(() => import('./artist-space/ArtistSpacePage')),
  'public/workshops': lazyPage(() => import('./workshops/WorkshopsPage')),
  'public/carpool': lazyPage(() => import('./carpool/CarpoolPage')),
  'public/posts': lazyPage(() => import('./posts/PostsPage')),
  'public/lost-found': lazyPage(() => import('./lost-found/LostFoundPage')),
};

/** Public section route tree, exposed as "mf_public/routes". */
export default function PublicRoutes() {
  return <SectionRoutes sections={PUBLIC_SECTIONS} pages={PAGES} />;
}

/** The page a path opens, loaded (code and first data) before the shell first draws it. */
export function prepare(location: { pathname: string; search: string }): Promise<void> {
  return prepareSectionPage(PUBLIC_SECTIONS, PAGES, location);
}
