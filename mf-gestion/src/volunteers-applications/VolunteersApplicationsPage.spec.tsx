/** @dom */
import { configure } from '@testing-library/react';
import { draw, screen, waitFor, type ServedApi } from '@festival/ui/testing';
import { Address, addressNow, EDITION, lastGet, serveEditionPage, signIn, signOut } from '../shared/testing/listPage';
import VolunteersApplicationsPage from './VolunteersApplicationsPage';
import { volunteersApplicationsEntry } from './entry';

const TEAMS = { items: [{ id: 3, name: 'Bar', color: '#123456', description: null, maxVolunteers: null, memberCount: 0, leaderCount: 0 }] };

let server: ServedApi;
// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

beforeEach(signIn);
afterEach(() => {
  signOut();
  return server.close();
});

const LIST = `/api/editions/${EDITION.id}/volunteers/applications`;
const lastList = () => lastGet(server, LIST);

const start = () =>
  serveEditionPage({ canManageVolunteers: true, leadVolunteerTeams: true }, (call) => {
    if (call.path === `/api/editions/${EDITION.id}/volunteers/teams`) return { body: TEAMS };
    if (call.path === LIST) return { body: { items: [], total: 0, page: Number(call.query.get('page')), pageSize: 25, counts: { PENDING: 0, ACCEPTED: 0, REJECTED: 0 } } };
    return undefined;
  });

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
    expect(addressNow()).toEqual({ q: 'jo', diet: 'VEGETARIAN' });

    await user.click(screen.getByRole('tab', { name: /Pending/ }));
    await waitFor(() => expect(lastList()?.query.get('status')).toBe('PENDING'));
    expect(addressNow()).toEqual({ q: 'jo', diet: 'VEGETARIAN', status: 'PENDING' });
  });

  it('leaves out of the request what the address holds that the API would refuse', async () => {
    server = await start();
    draw(page, { route: '/editions/7/gestion/volunteers/applications?status=pending&team=0&diet=MEAT&sort=age&order=up&page=1.5', path: volunteersApplicationsEntry.path });
    await waitFor(() => expect(lastList()).toBeDefined());
    expect(Object.fromEntries(lastList()!.query)).toEqual({ sort: 'addedAt', order: 'desc', page: '1', pageSize: '25' });
    expect(await screen.findByText('No application')).toBeInTheDocument();
  });
});
