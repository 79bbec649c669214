/** @dom */
import { configure } from '@testing-library/react';
import { draw, screen, waitFor, within, type ServedApi } from '@festival/ui/testing';
import { Address, addressNow, EDITION, lastGet, serveEditionPage, signIn, signOut } from '../shared/testing/listPage';
import TicketingOrdersPage from './TicketingOrdersPage';
import { ticketingOrdersEntry } from './entry';

const SUMMARY = {
  totals: { orders: 0, sold: 0, valid: 0, validated: 0, cancelled: 0, amount: 0 },
  tiers: [{ tierId: 3, name: 'Adult', isActive: true, sold: 0, valid: 0, cancelled: 0, validated: 0, amount: 0 }],
  quotas: [],
};

let server: ServedApi;
// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

beforeEach(signIn);
afterEach(() => {
  signOut();
  return server.close();
});

const LIST = `/api/editions/${EDITION.id}/ticketing/orders`;
const lastOrders = () => lastGet(server, LIST);

const start = () =>
  serveEditionPage({ canManageTicketing: true }, (call) => {
    if (call.path === `/api/editions/${EDITION.id}/ticketing/summary`) return { body: SUMMARY };
    if (call.path === LIST) return { body: { items: [], total: 0, page: Number(call.query.get('page')), pageSize: 25 } };
    return undefined;
  });

const page = (
  <>
    <TicketingOrdersPage />
    <Address />
  </>
);

describe('TicketingOrdersPage: the filters are in the address', () => {
  it('opens with the filters and the page a link or a reload carries', async () => {
    server = await start();
    draw(page, { route: '/editions/7/gestion/ticketing/orders?search=dupont&tier=3&status=VALID&validated=true&page=2', path: ticketingOrdersEntry.path });
    await waitFor(() => expect(lastOrders()).toBeDefined());
    const query = Object.fromEntries(lastOrders()!.query);
    expect(query).toEqual({ search: 'dupont', tierId: '3', status: 'VALID', validated: 'true', page: '2', pageSize: '25' });
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('dupont');
    expect(await screen.findByText('No order matches')).toBeInTheDocument();
  });

  it('writes a filter chosen to the address, back on the first page, keeping the others', async () => {
    server = await start();
    const { user } = draw(page, { route: '/editions/7/gestion/ticketing/orders?search=dupont&page=3', path: ticketingOrdersEntry.path });
    await waitFor(() => expect(lastOrders()?.query.get('page')).toBe('3'));
    await user.click(await screen.findByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(lastOrders()?.query.get('status')).toBe('CANCELLED'));
    expect(lastOrders()!.query.get('page')).toBe('1');
    expect(lastOrders()!.query.get('search')).toBe('dupont');
    expect(addressNow()).toEqual({ search: 'dupont', status: 'CANCELLED' });
  });

  it('leaves out of the request what the address holds that the API would refuse', async () => {
    server = await start();
    draw(page, { route: '/editions/7/gestion/ticketing/orders?status=LOST&tier=-4&validated=maybe&page=0', path: ticketingOrdersEntry.path });
    await waitFor(() => expect(lastOrders()).toBeDefined());
    expect(Object.fromEntries(lastOrders()!.query)).toEqual({ page: '1', pageSize: '25' });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});

describe('TicketingOrdersPage: an order to be paid at the gate', () => {
  const base = { externalId: null, source: 'ONSITE', status: 'VALID', orderDate: '2026-07-10T10:00:00.000Z', payerFirstName: 'Ada', payerLastName: 'Lovelace', payerEmail: null, amount: 2000 };
  const row = (id: number, paymentMethod: string | null, status = 'VALID') => ({ ...base, id, status, paymentMethod, itemCount: 1, validCount: status === 'VALID' ? 1 : 0, validatedCount: 0, tiers: ['Adult'], attendees: ['Ada Lovelace'] });
  const detail = { ...base, id: 41, paymentMethod: null, createdBy: 'desk', cancelledAt: null, cancelledBy: null, cancellable: true, items: [] };

  const startWith = () =>
    serveEditionPage({ canManageTicketing: true }, (call) => {
      if (call.path === `/api/editions/${EDITION.id}/ticketing/summary`) return { body: SUMMARY };
      if (call.path === LIST) return { body: { items: [row(41, null), row(40, 'CASH'), row(39, null, 'CANCELLED')], total: 3, page: 1, pageSize: 25 } };
      if (call.path === `${LIST}/41`) return { body: detail };
      return undefined;
    });

  it('says "unpaid — pay at the gate" on an on-site order without payment, in the list and its detail; not on a paid or cancelled one', async () => {
    server = await startWith();
    draw(page, { route: '/editions/7/gestion/ticketing/orders?order=41', path: ticketingOrdersEntry.path });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Unpaid — pay at the gate')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Unpaid — pay at the gate')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Unpaid — pay at the gate')).not.toBeInTheDocument();
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Unpaid — pay at the gate')).toBeInTheDocument();
  });
});
