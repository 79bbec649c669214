/**
 * The management sections, one per entry of a feature folder. Routes, the edition's management
 * home and the shell's route table are built from this list; the order of the entries with a card
 * is the order of the cards on the management home. Data only: the shell imports this file.
 */
import { addConventionEntry, editConventionEntry } from './convention-form/entry';
import { collaboratorsEntry } from './collaborators/entry';
import { addEditionEntry, editEditionEntry, pickConventionEntry } from './edition-form/entry';
import { gestionHomeEntry } from './gestion-home/entry';
import { myConventionsEntry } from './my-conventions/entry';
import { volunteersMessagesEntry } from './volunteers-messages/entry';
import { volunteersApplicationsEntry } from './volunteers-applications/entry';
import { volunteersFormEntry, volunteersPageEntry } from './volunteers-settings/entry';
import { volunteersToolsEntry } from './volunteers-tools/entry';
import { volunteersPlanningEntry } from './volunteers-planning/entry';
import { volunteersTeamsEntry } from './volunteers-teams/entry';
import { ticketingTiersEntry } from './ticketing-tiers/entry';
import { ticketingOrdersEntry } from './ticketing-orders/entry';
import { ticketingExternalEntry } from './ticketing-external/entry';
import { gateEntry } from './gate/entry';
import { mealsEntry } from './meals/entry';
import { mealsCanteenEntry } from './meals-canteen/entry';
import { artistsRecordsEntry } from './artists/entry';
import { artistsShowsEntry } from './artists-shows/entry';
import { artistsPickupsEntry } from './artists-pickups/entry';
import { workshopLocationsEntry } from './workshop-locations/entry';
import { mealsListEntry } from './meals-list/entry';

export const GESTION_SECTIONS = [
  gestionHomeEntry,
  editEditionEntry,
  collaboratorsEntry,
  volunteersApplicationsEntry,
  volunteersPageEntry,
  volunteersFormEntry,
  volunteersTeamsEntry,
  volunteersPlanningEntry,
  volunteersToolsEntry,
  volunteersMessagesEntry,
  ticketingTiersEntry,
  ticketingOrdersEntry,
  ticketingExternalEntry,
  gateEntry,
  mealsEntry,
  mealsCanteenEntry,
  artistsRecordsEntry,
  artistsShowsEntry,
  artistsPickupsEntry,
  workshopLocationsEntry,
  mealsListEntry,
  addEditionEntry,
  editConventionEntry,
  myConventionsEntry,
  addConventionEntry,
  pickConventionEntry,
] as const;

export type GestionSectionId = (typeof GESTION_SECTIONS)[number]['id'];
