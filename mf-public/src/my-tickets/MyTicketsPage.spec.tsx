/** @dom */
import { configure } from '@testing-library/react';
import { draw, gate, refusal, screen, serveApi, waitFor, within, type ApiAnswer, type ServedApi } from '@festival/ui/testing';
import MyTicketsPage from './MyTicketsPage';

let server: ServedApi;
// The page's first draw loads the QR library: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
afterEach(() => server.close());

const serve = (answer: ApiAnswer) => serveApi((call) => (call.method === 'GET' && call.path === '/api/my-tickets' ? answer : undefined));

const ticket = (fields: Record<string, unknown>) => ({
  id: 1,
  firstName: 'Ann',
  lastName: 'Holder',
  tierName: 'Weekend pass',
  options: [],
  state: 'VALID',
  enteredAt: null,
  qrCode: 'QR-ANN-1',
  amount: 3000,
  currency: 'EUR',
  ...fields,
});

const TICKETS = {
  emailVerified: true,
  editions: [
    {
      id: 12,
      name: 'Spring 2032',
      conventionName: 'Juggling Days',
      startDate: '2032-05-14',
      endDate: '2032-05-16',
      timeZone: 'America/New_York',
      imageUrl: null,
      tickets: [
        ticket({ id: 1, options: ['Camping', 'T-shirt'] }),
        ticket({ id: 2, firstName: 'Ben', qrCode: 'QR-BEN-2', enteredAt: '2032-05-14T13:05:00.000Z' }),
        ticket({ id: 3, firstName: 'Cleo', qrCode: 'QR-CLEO-3', state: 'REFUNDED' }),
        ticket({ id: 4, firstName: 'Dan', qrCode: 'QR-DAN-4', state: 'CANCELLED' }),
      ],
    },
  ],
};

describe('MyTicketsPage', () => {
  it('shows a loading state until the tickets come', async () => {
    const held = gate();
    server = await serve({ body: { emailVerified: true, editions: [] }, until: held.until });
    draw(<MyTicketsPage />, { route: '/my-tickets' });
    expect(await screen.findByRole('status')).toHaveTextContent(/loading/i);
    held.open();
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/');
  });

  it('asks to verify the e-mail first, with a way to the profile', async () => {
    server = await serve({ body: { emailVerified: false, editions: [] } });
    draw(<MyTicketsPage />, { route: '/my-tickets' });
    expect(await screen.findByText('Verify your e-mail address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my profile' })).toBeInTheDocument();
    expect(screen.queryByText('No tickets yet')).not.toBeInTheDocument();
  });

  it('shows each ticket with its holder, tier, options and state; a valid one’s code large, a let-in one’s entry on the edition’s clocks', async () => {
    server = await serve({ body: TICKETS });
    draw(<MyTicketsPage />, { route: '/my-tickets' });
    expect(await screen.findByRole('link', { name: 'Spring 2032' })).toHaveAttribute('href', '/editions/12');
    const [ann, ben, cleo, dan] = screen.getAllByTestId('my-ticket');
    expect(within(ann!).getByText('Ann Holder')).toBeInTheDocument();
    expect(within(ann!).getByText('Options: Camping, T-shirt')).toBeInTheDocument();
    expect(within(ann!).getByText('Valid')).toBeInTheDocument();
    expect(await within(ann!).findByRole('img', { name: 'Entry code of the ticket of Ann Holder for Spring 2032' })).toBeVisible();
    expect(within(ann!).getByTestId('ticket-code')).toHaveTextContent('QR-ANN-1');
    // 13:05 UTC is 9:05 in New York.
    expect(within(ben!).getByText(/^Already in since .*9:05/)).toBeInTheDocument();
    expect(await within(ben!).findByTestId('ticket-qr')).toBeVisible();
    expect(within(cleo!).getByText('Refunded')).toBeInTheDocument();
    expect(within(dan!).getByText('Cancelled')).toBeInTheDocument();
    // An invalid ticket shows no code to scan.
    expect(within(cleo!).queryByTestId('ticket-qr')).not.toBeInTheDocument();
    expect(within(dan!).queryByTestId('ticket-qr')).not.toBeInTheDocument();
    expect(screen.queryByTestId('my-tickets-offline')).not.toBeInTheDocument();
  });

  it('shows one code alone in full screen, and closes it', async () => {
    server = await serve({ body: TICKETS });
    const { user } = draw(<MyTicketsPage />, { route: '/my-tickets' });
    const [ann] = await screen.findAllByTestId('my-ticket');
    await user.click(within(ann!).getByRole('button', { name: 'Show full screen' }));
    const dialog = screen.getByRole('dialog', { name: 'Entry code of the ticket of Ann Holder for Spring 2032' });
    expect(await within(dialog).findByTestId('ticket-qr-full')).toBeVisible();
    expect(within(dialog).getByText('QR-ANN-1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when it shows the offline copy the service worker kept, and from when', async () => {
    server = await serve({ body: TICKETS, headers: { 'X-From-Cache': '1', 'X-Cached-At': '2032-05-10T08:00:00.000Z' } });
    draw(<MyTicketsPage />, { route: '/my-tickets' });
    expect(await screen.findByTestId('my-tickets-offline')).toHaveTextContent(/^Offline copy from .*2032.*: you are not connected$/);
    expect(screen.getAllByTestId('my-ticket')).toHaveLength(4);
  });

  it('shows an API error with a way to try again', async () => {
    let fail = true;
    server = await serveApi((call) => (call.path === '/api/my-tickets' ? (fail ? refusal(503, 'DATABASE_UNAVAILABLE', 'Unavailable') : { body: TICKETS }) : undefined));
    const { user } = draw(<MyTicketsPage />, { route: '/my-tickets' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getAllByTestId('my-ticket')).toHaveLength(4));
  });
});
