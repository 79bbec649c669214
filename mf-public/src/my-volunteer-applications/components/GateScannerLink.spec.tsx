/** @dom */
import { authStore, type AuthUser } from '@festival/ui';
import { draw, screen, serveApi, type ServedApi } from '@festival/ui/testing';
import { GateScannerLink } from './GateScannerLink';

let server: ServedApi;
beforeEach(() => authStore.setUser({ id: 3, pseudo: 'vol', email: 'vol@example.org' } as AuthUser));
afterEach(() => {
  authStore.setUser(null);
  return server.close();
});

const serveRights = (scanAtGate: boolean) =>
  serveApi((call) => (call.path === '/api/editions/7/permissions' ? { body: { view: true, team: false, scanAtGate } } : undefined));

describe('GateScannerLink', () => {
  it("leads a volunteer the edition lets scan now to the gate scanner, asking the edition's permissions once", async () => {
    server = await serveRights(true);
    draw(<GateScannerLink editionId={7} />);
    expect(await screen.findByRole('link', { name: 'Open the gate scanner' })).toHaveAttribute('href', '/editions/7/gestion/ticketing/access-control');
    expect(server.calls.filter((c) => c.path === '/api/editions/7/permissions')).toHaveLength(1);
  });
});
