/**
 * Every page of the platform: the shell's own sections and each remote's registry (data only, no
 * page code: importing them costs the shell's first load a few hundred bytes). The shell's route
 * table is built from this file; the server can read it to answer unknown paths with a 404.
 */
import { ADMIN_SECTIONS } from '@festival/mf-admin/sections';
import { GESTION_SECTIONS } from '@festival/mf-gestion/sections';
import { PUBLIC_SECTIONS } from '@festival/mf-public/sections';
import { forgotPasswordEntry, loginEntry, logoutEntry, registerEntry, resetPasswordEntry, verifyEmailEntry } from './auth/entry';
import { notificationsEntry } from './notifications/entry';
import { profileEntry } from './profile/entry';

export const SHELL_SECTIONS = [
  loginEntry,
  registerEntry,
  forgotPasswordEntry,
  resetPasswordEntry,
  verifyEmailEntry,
  logoutEntry,
  profileEntry,
  notificationsEntry,
] as const;

export type ShellSectionId = (typeof SHELL_SECTIONS)[number]['id'];

/** The sections each remote renders (its own <Routes> for them), by Module Federation name. */
export const REMOTE_SECTIONS = {
  mf_public: PUBLIC_SECTIONS,
  mf_gestion: GESTION_SECTIONS,
  mf_admin: ADMIN_SECTIONS,
} as const;

export const ALL_SECTIONS = [...SHELL_SECTIONS, ...PUBLIC_SECTIONS, ...GESTION_SECTIONS, ...ADMIN_SECTIONS] as const;

type AnySection = (typeof ALL_SECTIONS)[number];
export type SectionId = AnySection['id'];

/** A section of any app, by id (a wrong id does not compile): the shell's links are built from it. */
export function sectionOf<Id extends SectionId>(id: Id): Extract<AnySection, { id: Id }> {
  return ALL_SECTIONS.find((s) => s.id === id) as Extract<AnySection, { id: Id }>;
}
