/**
 * The section registry. Every feature folder of an app declares its page in an `entry.ts`; the
 * app's `sections.ts` lists them; routes, section homes (the gestion home's cards, the admin
 * dashboard), links and the shell's route table are built from that list. Entry files hold data
 * only (no JSX, no component, nothing imported at run time) so the shell — and later the server —
 * can read every app's table without loading page code.
 */
import { generatePath, type PathParam } from 'react-router';
import type { Schemas } from '@festival/api-client';
import type { RouteCheckName } from './routeChecks';

export type EditionRight = keyof Schemas['EditionPermissionsDto'];
export type ConventionRight = keyof Schemas['ConventionPermissionsDto'];

/** A section's card on its section home; the first card whose `when` right is held (or has none) is shown. */
export interface SectionCard<Right extends string = never> {
  when?: Right;
  /** i18n keys, with their group ('gestion:gestionHome.entries.team.title'). */
  title: string;
  text: string;
}

interface SectionBase {
  /** Unique across apps: '<app>/<section>'. */
  id: string;
  /** react-router path; its `:id` is the edition or convention `right` is asked on. */
  path: string;
  /** i18n key of the page title, with its group ('gestion:myConventions.title'). */
  title: string;
  /** An export of @tabler/icons-react, by name: the registry imports no component. */
  icon: `Icon${string}`;
  /** The route check run before the page renders (RouteGuard); none lets anyone in. */
  check?: RouteCheckName;
}

/**
 * One section. `right` is what the user must hold to be offered the page (any one of the list, a
 * key of the API's permissions DTO for the edition or the convention); without it the page is
 * offered to whoever passes `check`.
 */
export type SectionEntry = SectionBase &
  (
    | { right?: undefined; card?: readonly SectionCard[] }
    | { right: { edition: readonly EditionRight[] }; card?: readonly SectionCard<EditionRight>[] }
    | { right: { convention: readonly ConventionRight[] }; card?: readonly SectionCard<ConventionRight>[] }
  );

/** The parameters of a path: `{ id }` for '/editions/:id/edit', none for '/my-conventions', any for a path not known when type-checking. */
export type SectionParams<Path extends string> = string extends Path
  ? [params?: Record<string, string | number>]
  : [PathParam<Path>] extends [never]
    ? []
    : [params: { [K in PathParam<Path>]: string | number }];

/** The href of a section: its path with its parameters filled in ({ id: 12 } → /editions/12/edit). */
export function hrefOf<Path extends string>(entry: { path: Path }, ...params: SectionParams<Path>): string {
  const given = params[0] as Record<string, string | number> | undefined;
  const strings = given ? Object.fromEntries(Object.entries(given).map(([k, v]) => [k, String(v)])) : {};
  return generatePath(entry.path as string, strings);
}

/** The rights a user holds where a section is offered: on the edition, on its convention, or both. */
export interface HeldRights {
  edition?: Partial<Record<EditionRight, boolean>>;
  convention?: Partial<Record<ConventionRight, boolean>>;
}

const holds = (held: Partial<Record<string, boolean>> | undefined, rights: readonly string[]) => rights.some((r) => held?.[r] === true);

/** Whether the rights held open the section (any one of its rights); a section without a right is open. */
export function holdsRight(entry: SectionEntry, held: HeldRights): boolean {
  if (!entry.right) return true;
  return 'edition' in entry.right ? holds(held.edition, entry.right.edition) : holds(held.convention, entry.right.convention);
}

/** The card texts to show for the rights held; undefined when the section has no card or is not open. */
export function cardOf(entry: SectionEntry, held: HeldRights): SectionCard<string> | undefined {
  if (!entry.card || !holdsRight(entry, held)) return undefined;
  const scope: Partial<Record<string, boolean>> | undefined = entry.right && 'convention' in entry.right ? held.convention : held.edition;
  const cards: readonly SectionCard<string>[] = entry.card;
  return cards.find((card) => !card.when || scope?.[card.when] === true);
}

/** The paths of a list of sections, in order (the shell's route table, the server's list of pages). */
export function pathsOf(entries: readonly SectionEntry[]): string[] {
  return entries.map((e) => e.path);
}

let known: readonly SectionEntry[] = [];

/**
 * Remotes never import each other: the shell, which reads every app's registry, hands the whole
 * table over at start-up (a remote run on its own registers its own sections).
 */
export function registerSections(entries: readonly SectionEntry[]): void {
  const ids = new Set(entries.map((e) => e.id));
  known = [...known.filter((e) => !ids.has(e.id)), ...entries];
}

/**
 * The href of a section of another app, by id; undefined when that section is not there (a remote
 * served on its own), so the link is left out rather than broken.
 */
export function sectionHref(id: string, params?: Record<string, string | number>): string | undefined {
  const entry = known.find((e) => e.id === id);
  if (!entry) return undefined;
  return hrefOf<string>(entry, params);
}
