import { lazyPage, prepareSectionPage, SectionRoutes, type LazyPage } from '@festival/ui';
import { GESTION_SECTIONS, type GestionSectionId } from './sections';

/** Each section's page, loaded when first opened; the paths and route checks are the registry's. */
const PAGES: Record<GestionSectionId, LazyPage> = {
  'gestion/edition-home': lazyPage(() => import('./gestion-home/GestionHomePage')),
  'gestion/edit-edition': lazyPage(() => import('./edition-form/EditEditionPage')),
  'gestion/collaborators': lazyPage(() => import('./collaborators/CollaboratorsPage')),
  'gestion/volunteers-applications': lazyPage(() => import('./volunteers-applications/VolunteersApplicationsPage')),
  'gestion/volunteers-page': lazyPage(() => import('./volunteers-settings/VolunteersPageSettingsPage')),
  'gestion/volunteers-form': lazyPage(() => import('./volunteers-settings/VolunteersFormPage')),
  'gestion/volunteers-tools': lazyPage(() => import('./volunteers-tools/VolunteersToolsPage')),
  'gestion/volunteers-teams': lazyPage(() => import('./volunteers-teams/VolunteersTeamsPage')),
  'gestion/volunteers-planning': lazyPage(() => import('./volunteers-planning/VolunteersPlanningPage')),
  'gestion/volunteers-notifications': lazyPage(() => import('./volunteers-messages/VolunteersMessagesPage')),
  'gestion/ticketing-tiers': lazyPage(() => import('./ticketing-tiers/TicketingTiersPage')),
  'gestion/ticketing-orders': lazyPage(() => import('./ticketing-orders/TicketingOrdersPage')),
  'gestion/ticketing-external': lazyPage(() => import('./ticketing-external/ExternalTicketingPage')),
  'gestion/ticketing-access-control': lazyPage(() => import('./gate/GateAccessPage')),
  'gestion/meals': lazyPage(() => import('./meals/MealsPage')),
  'gestion/meals-validate': lazyPage(() => import('./meals-canteen/CanteenPage')),
  'gestion/artists': lazyPage(() => import('./artists/ArtistsPage')),
  'gestion/artists-shows': lazyPage(() => import('./artists-shows/ArtistsShowsPage')),
  'gestion/artists-pickups': lazyPage(() => import('./artists-pickups/ArtistsPickupsPage')),
  'gestion/workshop-locations': lazyPage(() => import('./workshop-locations/WorkshopLocationsPage')),
  'gestion/meals-list': lazyPage(() => import('./meals-list/MealsListPage')),
  'gestion/add-edition': lazyPage(() => import('./edition-form/AddEditionPage')),
  'gestion/edit-convention': lazyPage(() => import('./convention-form/EditConventionPage')),
  'gestion/my-conventions': lazyPage(() => import('./my-conventions/MyConventionsPage')),
  'gestion/add-convention': lazyPage(() => import('./convention-form/AddConventionPage')),
  'gestion/add-edition-anywhere': lazyPage(() => import('./edition-form/PickConventionPage')),
};

/** Management section route tree, exposed as "mf_gestion/routes". */
export default function GestionRoutes() {
  return <SectionRoutes sections={GESTION_SECTIONS} pages={PAGES} />;
}

/** The page a path opens, loaded (code and first data) before the shell first draws it. */
export function prepare(location: { pathname: string; search: string }): Promise<void> {
  return prepareSectionPage(GESTION_SECTIONS, PAGES, location);
}
