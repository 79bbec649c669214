import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import type { NotificationInput, NotifyOptions, Recipients } from '../../src/modules/notifications/notification-rules';
import { User } from '../../src/modules/users/user.entity';
import { signedInUser, type TestApp } from './test-app';

/** What another module does: NotificationsService.notify, in the test's server. */
export function notify(t: TestApp, recipients: Recipients, input: NotificationInput, options?: NotifyOptions) {
  return t.app.get(NotificationsService).notify(recipients, input, options);
}

/**
 * A signed-in user whose notification centre is empty: the welcome every verified account gets is
 * removed, so a test counts only what it sends (owed-notifications.api.spec.ts tests the welcome).
 */
export async function newcomer(t: TestApp, input?: Parameters<typeof signedInUser>[1]) {
  const signed = await signedInUser(t, input);
  await t.em().getConnection().execute('delete from notifications where user_id = ?', [signed.user.id]);
  return signed;
}

/** A signed-in global administrator (admin mode still needs the X-Admin-Mode header). */
export async function signedInAdmin(t: TestApp) {
  const signed = await newcomer(t);
  const em = t.em();
  const user = await em.findOneOrFail(User, { id: signed.user.id });
  user.isGlobalAdmin = true;
  await em.flush();
  return signed;
}

export async function setLanguage(t: TestApp, userId: number, language: string): Promise<void> {
  const em = t.em();
  const user = await em.findOneOrFail(User, { id: userId });
  user.preferredLanguage = language;
  await em.flush();
}
