/** @dom */
import { configure, fireEvent } from '@testing-library/react';
import type { Schemas } from '@festival/api-client';
import { draw, refusal, screen, serveApi, waitFor, within, type ApiAnswer, type ApiCall, type ServedApi } from '@festival/ui/testing';
import { catalogueOf, quotaRow, tierRow } from '../../shared/testing/catalogueFixtures';
import { useTicketingCatalogue } from '../../shared/gestionApi';
import { QuotasSection } from './QuotasSection';

// A first draw loads the lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

/** The section as the catalogue page draws it: over the one catalogue query, so a change shows once the catalogue is read again. */
function Quotas() {
  const catalogue = useTicketingCatalogue(7);
  return catalogue.data ? <QuotasSection editionId={7} catalogue={catalogue.data} /> : null;
}

let server: ServedApi;
afterEach(() => server.close());

const ADULT = tierRow({ id: 1, name: 'Adult' });
const CHILD = tierRow({ id: 2, name: 'Child' });

/** The API holding `quotas` (and two tiers); `answer` may answer a change first (a refusal, an answer held back). */
function start(quotas: Schemas['QuotaDto'][], answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  const state = { quotas };
  return serveApi((call) => {
    const given = answer(call);
    if (given) return given;
    if (call.method === 'GET' && call.path === '/api/editions/7/ticketing/catalogue') return { body: catalogueOf({ tiers: [ADULT, CHILD], quotas: state.quotas }) };
    if (call.method === 'POST' && call.path === '/api/editions/7/ticketing/quotas') {
      const created = quotaRow({ id: 50, ...(call.body as { title: string; quantity: number }) });
      state.quotas = [...state.quotas, created];
      return { status: 201, body: created };
    }
    const links = /^\/api\/editions\/7\/ticketing\/quotas\/(\d+)\/links$/.exec(call.path);
    if (call.method === 'PUT' && links) {
      state.quotas = state.quotas.map((q) => (q.id === Number(links[1]) ? { ...q, ...(call.body as Partial<Schemas['QuotaDto']>) } : q));
      return { body: state.quotas.find((q) => q.id === Number(links[1])) };
    }
    return undefined;
  });
}

const changes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));
const card = (title: string) => screen.getAllByTestId('quota-card').find((c) => within(c).queryByText(title))!;

describe('QuotasSection', () => {
  it('says there is no quota yet', async () => {
    server = await start([]);
    draw(<Quotas />);
    expect(await screen.findByText('No quotas yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New quota' })).toBeEnabled();
  });

  it('shows each quota’s filling, what is left or over, what counts against it, and one nothing counts against', async () => {
    server = await start([
      quotaRow({ id: 9, title: 'Camping', used: 9, tierIds: [1, 2] }),
      quotaRow({ id: 10, title: 'Meals', quantity: 5, used: 7, tierIds: [1] }),
      quotaRow({ id: 11, title: 'Showers' }),
    ]);
    draw(<Quotas />);
    await screen.findByText('Camping');
    expect(within(card('Camping')).getByText('9 / 10 sold')).toBeInTheDocument();
    expect(within(card('Camping')).getByText('Left: 1')).toBeInTheDocument();
    expect(within(card('Camping')).getByText('Adult')).toBeInTheDocument();
    expect(within(card('Camping')).getByText('Child')).toBeInTheDocument();
    expect(within(card('Meals')).getByText('Over by 2')).toBeInTheDocument();
    expect(within(card('Showers')).getByText(/Nothing counts against this quota yet/)).toBeInTheDocument();
    expect(within(card('Camping')).queryByText(/Nothing counts against/)).not.toBeInTheDocument();
  });

  it('makes a quota with its tiers: the quota, then its links, and shows it', async () => {
    server = await start([]);
    const { user } = draw(<Quotas />);
    await user.click(await screen.findByRole('button', { name: 'New quota' }));
    const dialog = await screen.findByRole('dialog', { name: 'New quota' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Camping');
    // jsdom keeps no caret for the number field's formatter, which loses a first key typed: the value is set as a paste would.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantity' }), { target: { value: '120' } });
    await user.click(within(dialog).getByRole('textbox', { name: 'Tiers' }));
    await user.click(await screen.findByRole('option', { name: 'Child' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('quota-card')).toHaveTextContent('Camping');
    expect(within(card('Camping')).getByText('0 / 120 sold')).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: 'POST', path: '/api/editions/7/ticketing/quotas', body: { title: 'Camping', description: null, quantity: 120 } },
      { method: 'PUT', path: '/api/editions/7/ticketing/quotas/50/links', body: { tierIds: [2], optionIds: [], choices: [] } },
    ]);
  });

  it('refuses a quota without a title or a quantity before sending', async () => {
    server = await start([]);
    const { user } = draw(<Quotas />);
    await user.click(await screen.findByRole('button', { name: 'New quota' }));
    const dialog = await screen.findByRole('dialog', { name: 'New quota' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Give the quota a title.');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(/Give a quantity\./);
    expect(changes()).toEqual([]);
  });

  it('shows a refused save in the server’s words and keeps the dialog', async () => {
    server = await start([quotaRow({ id: 9, title: 'Camping', tierIds: [1] })], (call) =>
      call.method === 'PATCH' ? refusal(409, 'CATALOGUE_CHANGED', 'The catalogue changed meanwhile: reload the page.') : undefined,
    );
    const { user } = draw(<Quotas />);
    await user.click(await screen.findByRole('button', { name: 'Edit Camping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the quota' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Camping');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The catalogue changed meanwhile: reload the page.')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'PATCH', path: '/api/editions/7/ticketing/quotas/9', body: { title: 'Camping', description: null, quantity: 10 } }]);
  });

  it('asks before deleting; a failed deletion is told and the dialog stays to try again', async () => {
    server = await start([quotaRow({ id: 9, title: 'Camping' })], (call) => (call.method === 'DELETE' ? refusal(503, 'DATABASE_UNAVAILABLE', 'The service is busy, try again in a moment.') : undefined));
    const { user } = draw(<Quotas />);
    await user.click(await screen.findByRole('button', { name: 'Delete Camping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the quota Camping?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The service is busy, try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete the quota Camping?' })).toBeInTheDocument();
    await waitFor(() => expect(changes()).toEqual([{ method: 'DELETE', path: '/api/editions/7/ticketing/quotas/9', body: undefined }]));
  });
});
