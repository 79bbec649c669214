import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import type { NotificationInput, NotifyOptions, Recipients } from '../../src/modules/notifications/notification-rules';
import { User } from '../../src/modules/users/user.entity';
import { signedInUser, type TestApp } from './test-app';

/** What another module does: NotificationsService.notify, in the test's server. */
export function notify(t: TestApp, recipients: Recipients, input: NotificationInput, options?: NotifyOptions) {
  return t.app.get(NotificationsService).notify(recipients, input, options);
}

/** A signed-in global administrator (admin mode still needs the X-Admin-Mode header). */
export async function signedInAdmin(t: TestApp) {
  const signed = await signedInUser(t);
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
