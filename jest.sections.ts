// Unit tests of the apps run with the table of sections the shell registers at start-up, so that
// links to another app's pages (sectionHref) are the real ones.
import { registerSections } from '@festival/ui';
import { ALL_SECTIONS } from './shell/src/sections';

registerSections(ALL_SECTIONS);
