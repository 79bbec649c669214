/** @dom */
import { authStore, type AuthUser } from '@festival/ui';
import { draw, screen, serveApi, type ServedApi } from '@festival/ui/testing';
import { ScannerLinks } from './ScannerLinks';

let server: ServedApi;
beforeEach(() => authStore.setUser({ id: 3, pseudo: 'vol', email: 'vol@example.org' } as AuthUser));
afterEach(() => {
  authStore.setUser(null);
  return server.close();
});

const serveRights = (rights: { scanAtGate: boolean; validateMeals: boolean }) =>
  serveApi((call) => (call.path === '/api/editions/7/permissions' ? { body: { view: true, team: false, ...rights } } : undefined));

describe('ScannerLinks', () => {
  it("leads a volunteer the edition lets scan now to the gate scanner, asking the edition's permissions once", async () => {
    server = await serveRights({ scanAtGate: true, validateMeals: false });
    draw(<ScannerLinks editionId={7} />);
    expect(await screen.findByRole('link', { name: 'Open the gate scanner' })).toHaveAttribute('href', '/editions/7/gestion/ticketing/access-control');
    expect(screen.queryByRole('link', { name: 'Open the canteen scanner' })).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/editions/7/permissions')).toHaveLength(1);
  });

  it('leads a meal-validation volunteer on shift to the canteen scanner, and to nothing else', async () => {
    server = await serveRights({ scanAtGate: false, validateMeals: true });
    draw(<ScannerLinks editionId={7} />);
    expect(await screen.findByRole('link', { name: 'Open the canteen scanner' })).toHaveAttribute('href', '/editions/7/gestion/meals/validate');
    expect(screen.queryByRole('link', { name: 'Open the gate scanner' })).not.toBeInTheDocument();
  });
});
