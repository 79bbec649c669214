/** @dom */
import { configure } from '@testing-library/react';
import { draw, gate, refusal, screen, serveApi, waitFor, within, type ApiAnswer, type ApiCall, type ServedApi } from '@festival/ui/testing';
import { catalogueOf, quotaRow, tierRow } from '../../shared/testing/catalogueFixtures';
import { AddOrderModal } from './AddOrderModal';

// A dialog's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const PAST = tierRow({ id: 2, name: 'Early bird', validUntil: '2020-01-01T00:00:00.000Z' });
const CATALOGUE = catalogueOf({
  tiers: [tierRow({ id: 1, name: 'Adult', quotaIds: [9] }), PAST],
  quotas: [quotaRow({ id: 9, title: 'Camping', used: 9, tierIds: [1] })],
});

let server: ServedApi;
afterEach(() => server.close());

const posts = () => server.calls.filter((c) => c.method === 'POST');

/** The API: the catalogue (or what `catalogue` answers), and `order` for the order sent. */
function start({ catalogue = () => ({ body: CATALOGUE }), order }: { catalogue?: () => ApiAnswer; order?: (call: ApiCall) => ApiAnswer } = {}) {
  return serveApi((call) => {
    if (call.method === 'GET' && call.path === '/api/editions/7/ticketing/catalogue') return catalogue();
    if (call.method === 'POST' && call.path === '/api/editions/7/ticketing/orders' && order) return order(call);
    return undefined;
  });
}

function open() {
  const onClose = jest.fn();
  const onAdded = jest.fn();
  const drawn = draw(<AddOrderModal editionId={7} opened onClose={onClose} onAdded={onAdded} />);
  return { ...drawn, onClose, onAdded };
}

/** Fills the payer, picks the tier for the first ticket and names its attendee as the payer. */
async function fillOne(user: ReturnType<typeof open>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Order on site' });
  await user.type(await within(dialog).findByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.click(within(dialog).getByRole('textbox', { name: 'Tier' }));
  await user.click(await screen.findByRole('option', { name: /^Adult/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Same as the payer' }));
  return dialog;
}

describe('AddOrderModal', () => {
  it('shows that the catalogue is loading, then the form', async () => {
    const held = gate();
    server = await start({ catalogue: () => ({ body: CATALOGUE, until: held.until }) });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Order on site' });
    expect(await within(dialog).findByText('Loading…')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Record the order' })).not.toBeInTheDocument();
    held.open();
    expect(await within(dialog).findByRole('button', { name: 'Record the order' })).toBeEnabled();
  });

  it('says the catalogue could not be read, and reads it again on retry', async () => {
    let failing = true;
    server = await start({ catalogue: () => (failing ? refusal(503, 'DATABASE_UNAVAILABLE', 'The service is busy, try again in a moment.') : { body: CATALOGUE }) });
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The service is busy, try again in a moment.')).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Record the order' })).toBeEnabled();
  });

  it('offers only the tiers on sale now, and says so when there is none', async () => {
    server = await start({ catalogue: () => ({ body: { ...CATALOGUE, tiers: [PAST] } }) });
    const { user } = open();
    expect(await screen.findByText(/No tier is on sale now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record the order' })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Tier' }));
    expect(screen.queryByRole('option', { name: /Early bird/ })).not.toBeInTheDocument();
  });

  it('records the order it shows: the request names the payer, the tier and the attendee; the new order opens', async () => {
    server = await start({ order: () => ({ status: 201, body: { id: 41 } }) });
    const { user, onAdded, onClose } = open();
    const dialog = await fillOne(user);
    expect(within(dialog).getByText('Total: €20.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Camping: this order takes 1, 1 left')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record the order' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(41));
    expect(onClose).toHaveBeenCalled();
    expect(posts().map((c) => c.body)).toEqual([
      {
        payerFirstName: 'Ada',
        payerLastName: 'Lovelace',
        payerEmail: null,
        paymentMethod: 'CARD',
        items: [{ tierId: 1, firstName: 'Ada', lastName: 'Lovelace', email: null, optionIds: [], customFields: [] }],
      },
    ]);
  });

  it('records an order left unpaid, to be paid at the gate: the request says no payment method', async () => {
    server = await start({ order: () => ({ status: 201, body: { id: 42 } }) });
    const { user, onAdded } = open();
    const dialog = await fillOne(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Pay at the gate' }));
    expect(within(dialog).getByRole('radio', { name: 'Cash' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Record the order' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(42));
    expect(posts().map((c) => (c.body as { paymentMethod: unknown }).paymentMethod)).toEqual([null]);
  });

  it('takes back a payment method after "pay at the gate" was picked', async () => {
    server = await start({ order: () => ({ status: 201, body: { id: 43 } }) });
    const { user, onAdded } = open();
    const dialog = await fillOne(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Pay at the gate' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Cheque' }));
    expect(within(dialog).getByRole('radio', { name: 'Pay at the gate' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Record the order' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(43));
    expect(posts().map((c) => (c.body as { paymentMethod: unknown }).paymentMethod)).toEqual(['CHEQUE']);
  });

  it('sends nothing while a required field is empty, and says which', async () => {
    server = await start();
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Order on site' });
    await user.click(await within(dialog).findByRole('button', { name: 'Record the order' }));
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Required');
    expect(within(dialog).getByRole('textbox', { name: 'Tier' })).toHaveAccessibleDescription('Choose a tier');
    expect(posts()).toHaveLength(0);
  });

  it('warns before sending when the order takes more places than are left', async () => {
    server = await start();
    const { user } = open();
    const dialog = await fillOne(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add a ticket' }));
    const second = within(dialog).getAllByTestId('order-form-ticket')[1]!;
    await user.click(within(second).getByRole('textbox', { name: 'Tier' }));
    await user.click(await screen.findByRole('option', { name: /^Adult/ }));
    expect(within(dialog).getByText('Not enough places left in: Camping.')).toBeInTheDocument();
  });

  it('shows the refusal of a full quota in the server’s words and keeps the form', async () => {
    server = await start({ order: () => refusal(409, 'QUOTA_FULL', 'Not enough places left in Camping: 0 left.') });
    const { user, onAdded, onClose } = open();
    const dialog = await fillOne(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record the order' }));
    expect(await within(dialog).findByText('Not enough places left in Camping: 0 left.')).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });

  it('puts the server’s field messages on their fields', async () => {
    server = await start({ order: () => refusal(400, 'VALIDATION_FAILED', 'Validation failed', { 'items.0.lastName': ['At most 200 characters.'] }) });
    const { user, onAdded } = open();
    const dialog = await fillOne(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record the order' }));
    expect(await within(dialog).findByText('Check the fields marked in red.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Attendee’s last name' })).toHaveAccessibleDescription('At most 200 characters.');
    expect(onAdded).not.toHaveBeenCalled();
  });
});
