import type { SectionEntry } from '@festival/ui';

/** Signing in; a signed-in user goes on to returnTo or home. */
export const loginEntry = {
  id: 'shell/login',
  path: '/login',
  title: 'auth:login.title',
  icon: 'IconLogin',
  check: 'guest-only',
} as const satisfies SectionEntry;

export const registerEntry = {
  id: 'shell/register',
  path: '/register',
  title: 'auth:register.title',
  icon: 'IconUserPlus',
  check: 'guest-only',
} as const satisfies SectionEntry;

export const forgotPasswordEntry = {
  id: 'shell/forgot-password',
  path: '/auth/forgot-password',
  title: 'auth:forgot.title',
  icon: 'IconKey',
  check: 'guest-only',
} as const satisfies SectionEntry;

export const resetPasswordEntry = {
  id: 'shell/reset-password',
  path: '/auth/reset-password',
  title: 'auth:reset.title',
  icon: 'IconLockOpen',
  check: 'guest-only',
} as const satisfies SectionEntry;

/** The code sent to a new account's address; reached with ?email= or as a signed-in unverified user. */
export const verifyEmailEntry = {
  id: 'shell/verify-email',
  path: '/verify-email',
  title: 'auth:verify.title',
  icon: 'IconMailCheck',
  check: 'verify-email-access',
} as const satisfies SectionEntry;

/** Signs out (locally even if the server fails), then goes to a relative returnTo or home. */
export const logoutEntry = {
  id: 'shell/logout',
  path: '/logout',
  title: 'app:menu.logout',
  icon: 'IconLogout',
} as const satisfies SectionEntry;
