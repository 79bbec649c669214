/**
 * What the component tests of a list page share (only specs import this): the page's address shown
 * beside it, the last request of the list, and a server answering the edition and its rights for a
 * signed-in member of its team.
 */
import { useLocation } from 'react-router';
import { authStore, type AuthUser } from '@festival/ui';
import { screen, serveApi, type ApiAnswer, type ApiCall, type ServedApi } from '@festival/ui/testing';

export const EDITION = { id: 7, name: 'Jonglissimo 2027', currency: 'EUR', timeZone: 'Europe/Paris', startDate: '2027-05-14', endDate: '2027-05-16' };

/** Where the page is: its address's query, as a reload or a shared link would carry it. Draw it beside the page. */
export function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** The parameters of the page's address now. */
export const addressNow = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('address').textContent ?? ''));

/** The last GET of `path` the page sent. */
export const lastGet = (server: ServedApi, path: string): ApiCall | undefined => server.calls.filter((c) => c.method === 'GET' && c.path === path).at(-1);

/** The page is the team's: its rights are asked for a signed-in user (call in beforeEach; `signOut` in afterEach). */
export const signIn = () => authStore.setUser({ id: 1, pseudo: 'team', email: 'team@example.org' } as AuthUser);
export const signOut = () => authStore.setUser(null);

/** A server answering the edition (EDITION) and the caller's `permissions` on it, then what `answer` answers. */
export const serveEditionPage = (permissions: Record<string, boolean>, answer: (call: ApiCall) => ApiAnswer | undefined) =>
  serveApi((call) => {
    if (call.path === `/api/editions/${EDITION.id}`) return { body: EDITION };
    if (call.path === `/api/editions/${EDITION.id}/permissions`) return { body: { view: true, team: true, ...permissions } };
    return answer(call);
  });
