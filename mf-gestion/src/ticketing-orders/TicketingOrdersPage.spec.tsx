/** @dom */
import { configure } from '@testing-library/react';
import { useLocation } from 'react-router';
import { authStore, type AuthUser } from '@festival/ui';
import { draw, screen, serveApi, waitFor, type ApiCall, type ServedApi } from '@festival/ui/testing';
import TicketingOrdersPage from './TicketingOrdersPage';
import { ticketingOrdersEntry } from './entry';

const EDITION = { id: 7, name: 'Jonglissimo 2027', currency: 'EUR', timeZone: 'Europe/Paris', startDate: '2027-05-14', endDate: '2027-05-16' };
const PERMISSIONS = { canManageTicketing: true, view: true, team: true };
const SUMMARY = {
  totals: { orders: 0, sold: 0, valid: 0, validated: 0, cancelled: 0, amount: 0 },
  tiers: [{ tierId: 3, name: 'Adult', isActive: true, sold: 0, valid: 0, cancelled: 0, validated: 0, amount: 0 }],
  quotas: [],
};

/** Where the page is: its address's query, as a reload or a shared link would carry it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

let server: ServedApi;
// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// The page is the team's: its rights are asked for a signed-in user.
beforeEach(() => authStore.setUser({ id: 1, pseudo: 'desk', email: 'desk@example.org' } as AuthUser));
afterEach(() => {
  authStore.setUser(null);
  return server.close();
});

const ordersCalls = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/editions/7/ticketing/orders');
const lastOrders = (): ApiCall | undefined => ordersCalls().at(-1);

function start() {
  return serveApi((call) => {
    if (call.path === '/api/editions/7') return { body: EDITION };
    if (call.path === '/api/editions/7/permissions') return { body: PERMISSIONS };
    if (call.path === '/api/editions/7/ticketing/summary') return { body: SUMMARY };
    if (call.path === '/api/editions/7/ticketing/orders') return { body: { items: [], total: 0, page: Number(call.query.get('page')), pageSize: 25 } };
    return undefined;
  });
}

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
    expect(Object.fromEntries(new URLSearchParams(screen.getByTestId('address').textContent ?? ''))).toEqual({ search: 'dupont', status: 'CANCELLED' });
  });

  it('leaves out of the request what the address holds that the API would refuse', async () => {
    server = await start();
    draw(page, { route: '/editions/7/gestion/ticketing/orders?status=LOST&tier=-4&validated=maybe&page=0', path: ticketingOrdersEntry.path });
    await waitFor(() => expect(lastOrders()).toBeDefined());
    expect(Object.fromEntries(lastOrders()!.query)).toEqual({ page: '1', pageSize: '25' });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});
