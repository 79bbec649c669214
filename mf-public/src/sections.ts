/**
 * The public sections, one per entry of a feature folder. Routes and the shell's route table are
 * built from this list. Data only: the shell imports this file.
 */
import { artistSpaceEntry } from './artist-space/entry';
import { editionEntry } from './edition/entry';
import { favoritesEntry } from './favorites/entry';
import { homeEntry } from './home/entry';
import { myVolunteerApplicationsEntry } from './my-volunteer-applications/entry';
import { privacyEntry } from './privacy/entry';
import { volunteerMessageConfirmEntry } from './volunteer-message/entry';
import { volunteersEntry } from './volunteers/entry';

export const PUBLIC_SECTIONS = [homeEntry, privacyEntry, myVolunteerApplicationsEntry, editionEntry, favoritesEntry, volunteerMessageConfirmEntry, volunteersEntry, artistSpaceEntry] as const;

export type PublicSectionId = (typeof PUBLIC_SECTIONS)[number]['id'];
