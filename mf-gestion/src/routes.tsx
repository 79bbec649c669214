import { lazy } from 'react';
import { SectionRoutes } from '@festival/ui';
import { GESTION_SECTIONS, type GestionSectionId } from './sections';

/** Each section's page, loaded when first opened; the paths and route checks are the registry's. */
const PAGES: Record<GestionSectionId, ReturnType<typeof lazy>> = {
  'gestion/edition-home': lazy(() => import('./gestion-home/GestionHomePage')),
  'gestion/edit-edition': lazy(() => import('./edition-form/EditEditionPage')),
  'gestion/collaborators': lazy(() => import('./collaborators/CollaboratorsPage')),
  'gestion/volunteers-applications': lazy(() => import('./volunteers-applications/VolunteersApplicationsPage')),
  'gestion/volunteers-page': lazy(() => import('./volunteers-settings/VolunteersPageSettingsPage')),
  'gestion/volunteers-form': lazy(() => import('./volunteers-settings/VolunteersFormPage')),
  'gestion/volunteers-tools': lazy(() => import('./volunteers-tools/VolunteersToolsPage')),
  'gestion/volunteers-teams': lazy(() => import('./volunteers-teams/VolunteersTeamsPage')),
  'gestion/volunteers-planning': lazy(() => import('./volunteers-planning/VolunteersPlanningPage')),
  'gestion/volunteers-notifications': lazy(() => import('./volunteers-messages/VolunteersMessagesPage')),
  'gestion/ticketing-tiers': lazy(() => import('./ticketing-tiers/TicketingTiersPage')),
  'gestion/ticketing-orders': lazy(() => import('./ticketing-orders/TicketingOrdersPage')),
  'gestion/ticketing-external': lazy(() => import('./ticketing-external/ExternalTicketingPage')),
  'gestion/artists': lazy(() => import('./artists/ArtistsPage')),
  'gestion/artists-shows': lazy(() => import('./artists-shows/ArtistsShowsPage')),
  'gestion/artists-pickups': lazy(() => import('./artists-pickups/ArtistsPickupsPage')),
  'gestion/workshop-locations': lazy(() => import('./workshop-locations/WorkshopLocationsPage')),
  'gestion/add-edition': lazy(() => import('./edition-form/AddEditionPage')),
  'gestion/edit-convention': lazy(() => import('./convention-form/EditConventionPage')),
  'gestion/my-conventions': lazy(() => import('./my-conventions/MyConventionsPage')),
  'gestion/add-convention': lazy(() => import('./convention-form/AddConventionPage')),
  'gestion/add-edition-anywhere': lazy(() => import('./edition-form/PickConventionPage')),
};

/** Management section route tree, exposed as "mf_gestion/routes". */
export default function GestionRoutes() {
  return <SectionRoutes sections={GESTION_SECTIONS} pages={PAGES} />;
}
