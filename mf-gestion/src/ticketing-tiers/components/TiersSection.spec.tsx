/** @dom */
import { configure, fireEvent } from '@testing-library/react';
import type { Schemas } from '@festival/api-client';
import { draw, gate, refusal, screen, serveApi, waitFor, within, type ApiAnswer, type ApiCall, type ServedApi } from '@festival/ui/testing';
import { catalogueOf, tierRow } from '../../shared/testing/catalogueFixtures';
import { useTicketingCatalogue } from '../../shared/gestionApi';
import { TiersSection } from './TiersSection';

// A first draw loads the lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

/** The section as the catalogue page draws it: over the one catalogue query, so a change shows once the catalogue is read again. */
function Tiers() {
  const catalogue = useTicketingCatalogue(7);
  return catalogue.data ? <TiersSection editionId={7} timeZone="Europe/Paris" catalogue={catalogue.data} /> : null;
}

let server: ServedApi;
afterEach(() => server.close());

/** The API holding `tiers`; `answer` may answer a change first (a refusal, an answer held back). */
function start(tiers: Schemas['TierDto'][], answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  const state = { tiers };
  return serveApi((call) => {
    const given = answer(call);
    if (given) return given;
    if (call.method === 'GET' && call.path === '/api/editions/7/ticketing/catalogue') return { body: catalogueOf({ tiers: state.tiers }) };
    const patch = /^\/api\/editions\/7\/ticketing\/tiers\/(\d+)$/.exec(call.path);
    if (call.method === 'PATCH' && patch) {
      state.tiers = state.tiers.map((t) => (t.id === Number(patch[1]) ? { ...t, ...(call.body as Partial<Schemas['TierDto']>) } : t));
      return { body: state.tiers.find((t) => t.id === Number(patch[1])) };
    }
    if (call.method === 'PUT' && call.path === '/api/editions/7/ticketing/tiers/order') {
      const ids = (call.body as { ids: number[] }).ids;
      state.tiers = ids.map((id) => state.tiers.find((t) => t.id === id)!);
      return { body: state.tiers };
    }
    return undefined;
  });
}

const changes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));
const tierNames = () => screen.getAllByTestId('tier-row').map((row) => within(row).getAllByText(/./)[0]!.textContent);

const ADULT = tierRow({ id: 1, name: 'Adult', sold: 12 });
const CHILD = tierRow({ id: 2, name: 'Child', price: 800 });
const SYNCED = tierRow({ id: 3, name: 'Pass HelloAsso', isSynced: true });

describe('TiersSection', () => {
  it('says there is no tier yet and where to connect a provider', async () => {
    server = await start([]);
    draw(<Tiers />);
    expect(await screen.findByText('No tiers yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a ticketing provider' })).toHaveAttribute('href', '/editions/7/gestion/ticketing/external');
  });

  it('lists the tiers in their order with their price and sales; a synced one cannot be deleted here', async () => {
    server = await start([ADULT, CHILD, SYNCED]);
    draw(<Tiers />);
    expect(await screen.findByRole('list', { name: 'Tiers, in their order' })).toBeInTheDocument();
    expect(tierNames()).toEqual(['Adult', 'Child', 'Pass HelloAsso']);
    expect(screen.getByText('Sold: 12')).toBeInTheDocument();
    expect(screen.getByText(/€8\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Adult' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Pass HelloAsso' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Adult up' })).toBeDisabled();
  });

  it('switches a tier off with one request and shows it inactive', async () => {
    server = await start([ADULT, CHILD]);
    const { user } = draw(<Tiers />);
    await user.click(await screen.findByRole('switch', { name: 'On sale: Child' }));
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'PATCH', path: '/api/editions/7/ticketing/tiers/2', body: { isActive: false } }]);
  });

  it('moves a tier down at once and sends the new order', async () => {
    const held = gate();
    server = await start([ADULT, CHILD], (call) => (call.method === 'PUT' ? { body: [CHILD, ADULT], until: held.until } : undefined));
    const { user } = draw(<Tiers />);
    await user.click(await screen.findByRole('button', { name: 'Move Adult down' }));
    // The list shows the new order while the server has not answered yet.
    await waitFor(() => expect(tierNames()).toEqual(['Child', 'Adult']));
    held.open();
    await waitFor(() => expect(changes()).toEqual([{ method: 'PUT', path: '/api/editions/7/ticketing/tiers/order', body: { ids: [2, 1] } }]));
  });

  it('puts the tiers back and says why when the new order is refused', async () => {
    server = await start([ADULT, CHILD], (call) => (call.method === 'PUT' ? refusal(409, 'TIER_ORDER_STALE', 'The tiers changed meanwhile: reload the page.') : undefined));
    const { user } = draw(<Tiers />);
    await user.click(await screen.findByRole('button', { name: 'Move Child up' }));
    expect(await screen.findByText('The tiers changed meanwhile: reload the page.')).toBeInTheDocument();
    await waitFor(() => expect(tierNames()).toEqual(['Adult', 'Child']));
  });

  it('asks before deleting, and keeps a tier the server refuses to delete, saying why', async () => {
    server = await start([ADULT, CHILD], (call) => (call.method === 'DELETE' ? refusal(409, 'TIER_HAS_TICKETS', 'The tier Adult has tickets: deactivate it instead.') : undefined));
    const { user } = draw(<Tiers />);
    await user.click(await screen.findByRole('button', { name: 'Delete Adult' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the tier Adult?' });
    expect(changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tier Adult has tickets: deactivate it instead.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tierNames()).toEqual(['Adult', 'Child']);
    expect(changes()).toEqual([{ method: 'DELETE', path: '/api/editions/7/ticketing/tiers/1', body: undefined }]);
  });

  it('refuses a new tier without a name before sending, and shows the server’s field messages', async () => {
    server = await start([ADULT], (call) => (call.method === 'POST' ? refusal(400, 'VALIDATION_FAILED', 'Validation failed', { price: ['At most 1000000000.'] }) : undefined));
    const { user } = draw(<Tiers />);
    await user.click(await screen.findByRole('button', { name: 'New tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tier' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Give the tier a name.');
    expect(changes()).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Family');
    // jsdom keeps no caret for the number field's formatter, which loses a first key typed: the value is set as a paste would.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price' }), { target: { value: '45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription('At most 1000000000.'));
    expect(changes()).toEqual([{ method: 'POST', path: '/api/editions/7/ticketing/tiers', body: expect.objectContaining({ name: 'Family', price: 4500 }) }]);
  });
});
