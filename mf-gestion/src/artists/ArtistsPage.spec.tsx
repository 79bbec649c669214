/** @dom */
import { configure } from '@testing-library/react';
import { draw, screen, waitFor, type ServedApi } from '@festival/ui/testing';
import { Address, addressNow, EDITION, lastGet, serveEditionPage, signIn, signOut } from '../shared/testing/listPage';
import ArtistsPage from './ArtistsPage';
import { artistsRecordsEntry } from './entry';

const COUNTS = { all: 0, arrived: 0, invitations: 0, pickups: 0, unpaid: 0, accommodation: 0 };
const TOTALS = { fees: 0, feesPaid: 0, reimbursed: 0, reimbursementsActual: 0, reimbursementsMax: 0, stillToPay: 0 };

let server: ServedApi;
// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

beforeEach(signIn);
afterEach(() => {
  signOut();
  return server.close();
});

const LIST = `/api/editions/${EDITION.id}/artists`;
const lastList = () => lastGet(server, LIST);

const start = () =>
  serveEditionPage({ canManageArtists: true }, (call) =>
    call.path === LIST ? { body: { items: [], total: 0, page: Number(call.query.get('page')), pageSize: 25, counts: COUNTS, totals: TOTALS } } : undefined,
  );

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
    expect(addressNow()).toEqual({ search: 'zora', payment: 'paid' });
  });

  it('leaves out of the request what the address holds that the API would refuse', async () => {
    server = await start();
    draw(page, { route: '/editions/7/gestion/artists?payment=PAID&arrived=yes&accommodation=tent&page=-1', path: artistsRecordsEntry.path });
    await waitFor(() => expect(lastList()).toBeDefined());
    expect(Object.fromEntries(lastList()!.query)).toEqual({ page: '1', pageSize: '25' });
    expect(await screen.findByText('No artists yet')).toBeInTheDocument();
  });
});
