/** @dom */
import { configure } from '@testing-library/react';
import { useLocation } from 'react-router';
import { authStore, type AuthUser } from '@festival/ui';
import { draw, screen, serveApi, waitFor, type ApiCall, type ServedApi } from '@festival/ui/testing';
import ArtistsPage from './ArtistsPage';
import { artistsRecordsEntry } from './entry';

const EDITION = { id: 7, name: 'Jonglissimo 2027', currency: 'EUR', timeZone: 'Europe/Paris', startDate: '2027-05-14', endDate: '2027-05-16' };
const PERMISSIONS = { canManageArtists: true, view: true, team: true };
const COUNTS = { all: 0, arrived: 0, invitations: 0, pickups: 0, unpaid: 0, accommodation: 0 };
const TOTALS = { fees: 0, feesPaid: 0, reimbursed: 0, reimbursementsActual: 0, reimbursementsMax: 0, stillToPay: 0 };

/** Where the page is: its address's query, as a reload or a shared link would carry it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

let server: ServedApi;
// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// The page is the team's: its rights are asked for a signed-in user.
beforeEach(() => authStore.setUser({ id: 1, pseudo: 'booker', email: 'booker@example.org' } as AuthUser));
afterEach(() => {
  authStore.setUser(null);
  return server.close();
});

const lastList = (): ApiCall | undefined => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/editions/7/artists').at(-1);
const address = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('address').textContent ?? ''));

function start() {
  return serveApi((call) => {
    if (call.path === '/api/editions/7') return { body: EDITION };
    if (call.path === '/api/editions/7/permissions') return { body: PERMISSIONS };
    if (call.path === '/api/editions/7/artists') return { body: { items: [], total: 0, page: Number(call.query.get('page')), pageSize: 25, counts: COUNTS, totals: TOTALS } };
    return undefined;
  });
}

const page = (
  <>
    <ArtistsPage />
    <Address />
  </>
);

describe('ArtistsPage: the filters are in the address', () => {
  it('opens with the filters and the page a link or a reload carries', async () => {
    server = await start();
    draw(page, { route: '/editions/7/gestion/artists?search=zora&arrived=false&payment=unpaid&pickup=true&accommodation=needed&page=2', path: artistsRecordsEntry.path });
    await waitFor(() => expect(lastList()).toBeDefined());
    expect(Object.fromEntries(lastList()!.query)).toEqual({ search: 'zora', arrived: 'false', payment: 'unpaid', pickup: 'true', accommodation: 'needed', page: '2', pageSize: '25' });
    expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('zora');
    expect(screen.getByRole('textbox', { name: 'Payment' })).toHaveValue('To pay');
    expect(await screen.findByText('No artist matches')).toBeInTheDocument();
  });

  it('writes a filter chosen to the address, back on the first page, keeping the others', async () => {
    server = await start();
    const { user } = draw(page, { route: '/editions/7/gestion/artists?search=zora&page=3', path: artistsRecordsEntry.path });
    await waitFor(() => expect(lastList()?.query.get('page')).toBe('3'));
    await user.click(await screen.findByRole('textbox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(lastList()?.query.get('payment')).toBe('paid'));
    expect(lastList()!.query.get('page')).toBe('1');
    expect(lastList()!.query.get('search')).toBe('zora');
    expect(address()).toEqual({ search: 'zora', payment: 'paid' });
  });

  it('leaves out of the request what the address holds that the API would refuse', async () => {
    server = await start();
    draw(page, { route: '/editions/7/gestion/artists?payment=PAID&arrived=yes&accommodation=tent&page=-1', path: artistsRecordsEntry.path });
    await waitFor(() => expect(lastList()).toBeDefined());
    expect(Object.fromEntries(lastList()!.query)).toEqual({ page: '1', pageSize: '25' });
    expect(await screen.findByText('No artists yet')).toBeInTheDocument();
  });
});
