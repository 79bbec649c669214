import { IconCalendarEvent, IconHandStop, IconHeart, IconHome, IconLogin, IconLogout, IconShield, IconTicket, IconUser, IconUserPlus, type Icon } from '@tabler/icons-react';
import { hrefOf } from '@festival/ui';
import { sectionOf } from '../sections';

/** A menu link to a section: its href from the registry, its label (app group), its icon by the entry's name. */
export interface NavItem {
  to: string;
  label: string;
  Icon: Icon;
  /** In the user menu, only on narrow screens (the header shows it otherwise). */
  narrowOnly?: boolean;
}

const ICONS: Record<string, Icon> = { IconCalendarEvent, IconHandStop, IconHeart, IconHome, IconLogin, IconLogout, IconShield, IconTicket, IconUser, IconUserPlus };

const item = (section: { path: string; icon: string }, label: string, narrowOnly?: boolean): NavItem => ({
  to: hrefOf<string>(section),
  label,
  Icon: ICONS[section.icon] ?? IconHome,
  narrowOnly,
});

export const HOME = item(sectionOf('public/home'), 'menu.home');
/** The signed-in user's own pages, in menu order. */
export const USER_PAGES: NavItem[] = [
  item(sectionOf('shell/profile'), 'menu.profile'),
  item(sectionOf('gestion/my-conventions'), 'menu.myConventions'),
  item(sectionOf('public/my-volunteer-applications'), 'menu.myVolunteerApplications'),
  item(sectionOf('public/my-tickets'), 'menu.myTickets'),
  item(sectionOf('public/favorites'), 'menu.favorites', true),
];
export const ADMIN = item(sectionOf('admin/dashboard'), 'menu.admin');
export const LOGOUT = item(sectionOf('shell/logout'), 'menu.logout');
export const REGISTER = item(sectionOf('shell/register'), 'header.register');
export const FAVORITES = USER_PAGES.find((page) => page.label === 'menu.favorites')!;
export const LOGIN_ICON = IconLogin;
