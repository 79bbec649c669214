/** @dom */
import { configure } from '@testing-library/react';
import type { Schemas } from '@festival/api-client';
import { draw, refusal, screen, serveApi, waitFor, within, type ApiAnswer, type ApiCall, type ServedApi } from '@festival/ui/testing';
import { catalogueOf, tierRow } from '../../shared/testing/catalogueFixtures';
import { useTicketingCatalogue } from '../../shared/gestionApi';
import { OptionsSection } from './OptionsSection';
import { TiersSection } from './TiersSection';

// A first draw loads the lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

type Meal = Schemas['MealChoiceDto'];
const meal = (id: number, date: string, mealType: Meal['mealType'], enabled = true): Meal => ({ id, date, mealType, enabled });
const GRID = [meal(11, '2027-05-15', 'LUNCH'), meal(12, '2027-05-15', 'DINNER'), meal(13, '2027-05-16', 'BREAKFAST', false), meal(14, '2027-05-16', 'LUNCH')];
const OFF = GRID.map((m) => ({ ...m, enabled: false }));

const ADULT = tierRow({ id: 1, name: 'Adult', mealIds: [12] });
const PASS: Schemas['OptionDto'] = { id: 5, isSynced: false, name: 'Meal pass', description: null, type: 'Checkbox', isRequired: false, choices: null, price: 500, position: 0, isActive: true, sold: 0, quotaIds: [], returnableItemIds: [], mealIds: [] };

/** The sections as the catalogue page draws them, over the one catalogue query. */
function Catalogue() {
  const catalogue = useTicketingCatalogue(7);
  return catalogue.data ? (
    <>
      <TiersSection editionId={7} timeZone="Europe/Paris" catalogue={catalogue.data} />
      <OptionsSection editionId={7} catalogue={catalogue.data} />
    </>
  ) : null;
}

let server: ServedApi;
afterEach(() => server.close());

/** The API holding a tier and an option over `meals`; `answer` may answer a change first. */
function start(meals: Meal[], answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return serveApi((call) => {
    const given = answer(call);
    if (given) return given;
    if (call.method === 'GET' && call.path === '/api/editions/7/ticketing/catalogue') return { body: catalogueOf({ tiers: [ADULT], options: [PASS], meals }) };
    if (call.method === 'PATCH' && call.path === '/api/editions/7/ticketing/tiers/1') return { body: ADULT };
    if (call.method === 'PUT' && call.path === '/api/editions/7/ticketing/tiers/1/links') return { body: { ...ADULT, ...(call.body as object) } };
    if (call.method === 'PATCH' && call.path === '/api/editions/7/ticketing/options/5') return { body: PASS };
    if (call.method === 'PUT' && call.path === '/api/editions/7/ticketing/options/5/links') return { body: { ...PASS, ...(call.body as object) } };
    return undefined;
  });
}

const changes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));

describe('Meals included', () => {
  it("offers the edition's meals by day in the tier form, its own ticked, and saves the meals chosen with the links", async () => {
    server = await start(GRID);
    const { user } = draw(<Catalogue />);
    await user.click(await screen.findByRole('button', { name: 'Edit Adult' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the tier' });
    expect(within(dialog).getByText('Meals included')).toBeInTheDocument();
    const saturday = within(dialog).getByRole('group', { name: 'Saturday, May 15' });
    expect(within(saturday).getByRole('checkbox', { name: 'Lunch' })).not.toBeChecked();
    expect(within(saturday).getByRole('checkbox', { name: 'Dinner' })).toBeChecked();
    const sunday = within(dialog).getByRole('group', { name: 'Sunday, May 16' });
    expect(within(sunday).getByRole('checkbox', { name: 'Breakfast (off)' })).toBeInTheDocument();

    await user.click(within(sunday).getByRole('checkbox', { name: 'Lunch' }));
    await user.click(within(saturday).getByRole('checkbox', { name: 'Dinner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes()[1]).toEqual({ method: 'PUT', path: '/api/editions/7/ticketing/tiers/1/links', body: { quotaIds: [], returnableItemIds: [], mealIds: [14] } });
  });

  it('sends no links when the meals did not change', async () => {
    server = await start(GRID);
    const { user } = draw(<Catalogue />);
    await user.click(await screen.findByRole('button', { name: 'Edit Adult' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the tier' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]!.method).toBe('PATCH');
  });

  it("saves an option's meals, and shows the server's refusal on the field", async () => {
    server = await start(GRID, (call) =>
      call.method === 'PUT' && call.path.endsWith('/options/5/links') ? refusal(400, 'VALIDATION_FAILED', 'Validation failed', { mealIds: ['Choose among the meals of this edition.'] }) : undefined,
    );
    const { user } = draw(<Catalogue />);
    await user.click(await screen.findByRole('button', { name: 'Edit Meal pass' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the option' });
    await user.click(within(within(dialog).getByRole('group', { name: 'Saturday, May 15' })).getByRole('checkbox', { name: 'Lunch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose among the meals of this edition.')).toBeInTheDocument();
    expect(changes()[1]).toEqual({ method: 'PUT', path: '/api/editions/7/ticketing/options/5/links', body: { quotaIds: [], returnableItemIds: [], mealIds: [11] } });
  });

  it('says meals are off instead of offering any', async () => {
    server = await start(OFF);
    const { user } = draw(<Catalogue />);
    await user.click(await screen.findByRole('button', { name: 'Edit Adult' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the tier' });
    expect(within(dialog).getByText('Meals are off for this edition: turn them on in the meal grid to include some.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Lunch' })).not.toBeInTheDocument();
  });
});
