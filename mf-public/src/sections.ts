/**
 * The public sections, one per entry of a feature folder. Routes and the shell's route table are
 * built from this list. Data only: the shell imports this file.
 */
import { artistSpaceEntry } from './artist-space/entry';
import { carpoolEntry } from './carpool/entry';
import { editionEntry } from './edition/entry';
import { favoritesEntry } from './favorites/entry';
import { homeEntry } from './home/entry';
import { lostFoundEntry } from './lost-found/entry';
import { myTicketsEntry } from './my-tickets/entry';
import { myVolunteerApplicationsEntry } from './my-volunteer-applications/entry';
import { postsEntry } from './posts/entry';
import { privacyEntry } from './privacy/entry';
import { volunteerMessageConfirmEntry } from './volunteer-message/entry';
import { volunteersEntry } from './volunteers/entry';
import { workshopsEntry } from './workshops/entry';

export const PUBLIC_SECTIONS = [homeEntry, privacyEntry, myVolunteerApplicationsEntry, myTicketsEntry, editionEntry, favoritesEntry, volunteerMessageConfirmEntry, volunteersEntry, artistSpaceEntry, workshopsEntry, carpoolEntry, postsEntry, lostFoundEntry] as const;

export type PublicSectionId = (typeof PUBLIC_SECTIONS)[number]['id'];
