import { api } from '@festival/api-client';
import { changeLanguage, type LanguageCode } from '@festival/i18n';
import { authStore, queryClient, wipeSignedOutData } from '@festival/ui';
import { wipePrivateCopies } from '../pwa/privateCopies';
import { pushService } from '../pwa/usePush';

export { refreshSession } from '@festival/ui';

/** Logout clears the local state even when the server call fails. */
export async function logout(): Promise<void> {
  // A shared device must not keep receiving the signed-out user's push notifications.
  await pushService.unsubscribe().catch(() => undefined);
  try {
    await api.POST('/api/auth/logout');
  } catch {
    /* ignored: the local sign-out is what matters */
  }
  // Nor show the next person the tickets the service worker kept for offline use.
  await wipePrivateCopies();
  authStore.logout();
  queryClient.clear();
  await wipeDeviceData();
}

/** What remotes keep on the device for the signed-out user (a scanner's offline copy): wiped, on a shared phone too. */
async function wipeDeviceData(): Promise<void> {
  await wipeSignedOutData().catch(() => undefined);
}

/** Changes the interface language; signed-in users also get it saved as their preference. */
export async function selectLanguage(code: LanguageCode): Promise<void> {
  await changeLanguage(code);
  if (authStore.getSnapshot().user) {
    try {
      const { data } = await api.PATCH('/api/profile', { body: { preferredLanguage: code } });
      if (data?.user) authStore.setUser(data.user);
    } catch (err) {
      console.warn('[language] could not save the preferred language', err);
    }
  }
}
