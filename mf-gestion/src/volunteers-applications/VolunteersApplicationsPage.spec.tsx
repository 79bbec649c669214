/** @dom */
import { configure } from '@testing-library/react';
import { useLocation } from 'react-router';
import { authStore, type AuthUser } from '@festival/ui';
import { draw, screen, serveApi, waitFor, type ApiCall, type ServedApi } from '@festival/ui/testing';
import VolunteersApplicationsPage from './VolunteersApplicationsPage';
import { volunteersApplicationsEntry } from './entry';

const EDITION = { id: 7, name: 'Jonglissimo 2027', currency: 'EUR', timeZone: 'Europe/Paris', startDate: '2027-05-14', endDate: '2027-05-16' };
const PERMISSIONS = { canManageVolunteers: true, leadVolunteerTeams: true, view: true, team: true };
const TEAMS = { items: [{ id: 3, name: 'Bar', color: '#123456', description: null, maxVolunteers: null, memberCount: 0, leaderCount: 0 }] };

/** Where the page is: its address's query, as a reload or a shared link would carry it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

let server: ServedApi;
// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// The page is the team's: its rights are asked for a signed-in user.
beforeEach(() => authStore.setUser({ id: 1, pseudo: 'lead', email: 'lead@example.org' } as AuthUser));
afterEach(() => {
  authStore.setUser(null);
  return server.close();
});

const lastList = (): ApiCall | undefined => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/editions/7/volunteers/applications').at(-1);
const address = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('address').textContent ?? ''));

function start() {
  return serveApi((call) => {
    if (call.path === '/api/editions/7') return { body: EDITION };
    if (call.path === '/api/editions/7/permissions') return { body: PERMISSIONS };
    if (call.path === '/api/editions/7/volunteers/teams') return { body: TEAMS };
    if (call.path === '/api/editions/7/volunteers/applications')
      return { body: { items: [], total: 0, page: Number(call.query.get('page')), pageSize: 25, counts: { PENDING: 0, ACCEPTED: 0, REJECTED: 0 } } };
    return undefined;
  });
}

const page = (
  <>
    <VolunteersApplicationsPage />
    <Address />
  </>
);

describe('VolunteersApplicationsPage: the filters are in the address', () => {
  it('opens with the filters, the order and the page a link or a reload carries', async () => {
    server = await start();
    draw(page, { route: '/editions/7/gestion/volunteers/applications?status=ACCEPTED&team=3&availability=setup&diet=VEGAN&severity=SEVERE&q=jo&sort=name&order=desc&page=2', path: volunteersApplicationsEntry.path });
    await waitFor(() => expect(lastList()).toBeDefined());
    expect(Object.fromEntries(lastList()!.query)).toEqual({
      status: 'ACCEPTED',
      teamId: '3',
      availability: 'setup',
      dietaryPreference: 'VEGAN',
      allergySeverity: 'SEVERE',
      q: 'jo',
      sort: 'name',
      order: 'desc',
      page: '2',
      pageSize: '25',
    });
    expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('jo');
    expect(screen.getByRole('tab', { name: /Accepted/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Diet' })).toHaveValue('Vegan');
  });

  it('writes a filter chosen to the address, back on the first page, keeping the others', async () => {
    server = await start();
    const { user } = draw(page, { route: '/editions/7/gestion/volunteers/applications?q=jo&page=3', path: volunteersApplicationsEntry.path });
    await waitFor(() => expect(lastList()?.query.get('page')).toBe('3'));
    await user.click(await screen.findByRole('textbox', { name: 'Diet' }));
    await user.click(await screen.findByRole('option', { name: 'Vegetarian' }));
    await waitFor(() => expect(lastList()?.query.get('dietaryPreference')).toBe('VEGETARIAN'));
    expect(lastList()!.query.get('page')).toBe('1');
    expect(lastList()!.query.get('q')).toBe('jo');
    expect(address()).toEqual({ q: 'jo', diet: 'VEGETARIAN' });

    await user.click(screen.getByRole('tab', { name: /Pending/ }));
    await waitFor(() => expect(lastList()?.query.get('status')).toBe('PENDING'));
    expect(address()).toEqual({ q: 'jo', diet: 'VEGETARIAN', status: 'PENDING' });
  });

  it('leaves out of the request what the address holds that the API would refuse', async () => {
    server = await start();
    draw(page, { route: '/editions/7/gestion/volunteers/applications?status=pending&team=0&diet=MEAT&sort=age&order=up&page=1.5', path: volunteersApplicationsEntry.path });
    await waitFor(() => expect(lastList()).toBeDefined());
    expect(Object.fromEntries(lastList()!.query)).toEqual({ sort: 'addedAt', order: 'desc', page: '1', pageSize: '25' });
    expect(await screen.findByText('No application')).toBeInTheDocument();
  });
});
