import { lazy } from 'react';
import { SectionRoutes } from '@festival/ui';
import { PUBLIC_SECTIONS, type PublicSectionId } from './sections';

/** Each section's page, loaded when first opened; the paths and route checks are the registry's. */
const PAGES: Record<PublicSectionId, ReturnType<typeof lazy>> = {
  'public/home': lazy(() => import('./home/HomePage')),
  'public/privacy-policy': lazy(() => import('./privacy/PrivacyPolicyPage')),
  'public/my-volunteer-applications': lazy(() => import('./my-volunteer-applications/MyVolunteerApplicationsPage')),
  'public/edition': lazy(() => import('./edition/EditionPage')),
  'public/favorites': lazy(() => import('./favorites/FavoritesPage')),
  'public/volunteer-message-confirm': lazy(() => import('./volunteer-message/VolunteerMessagePage')),
  'public/volunteers': lazy(() => import('./volunteers/VolunteersPage')),
  'public/artist-space': lazy(() => import('./artist-space/ArtistSpacePage')),
  'public/workshops': lazy(() => import('./workshops/WorkshopsPage')),
  'public/carpool': lazy(() => import('./carpool/CarpoolPage')),
  'public/posts': lazy(() => import('./posts/PostsPage')),
  'public/lost-found': lazy(() => import('./lost-found/LostFoundPage')),
};

/** Public section route tree, exposed as "mf_public/routes". */
export default function PublicRoutes() {
  return <SectionRoutes sections={PUBLIC_SECTIONS} pages={PAGES} />;
}
