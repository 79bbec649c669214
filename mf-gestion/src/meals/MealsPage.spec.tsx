/** @dom */
import { configure } from '@testing-library/react';
import { draw, refusal, screen, waitFor, within, type ApiAnswer, type ApiCall, type ServedApi } from '@festival/ui/testing';
import { EDITION, serveEditionPage, signIn, signOut } from '../shared/testing/listPage';
import { mealsEntry } from './entry';
import type { GridMeal, MealGrid } from './mealsApi';
import MealsPage from './MealsPage';

// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const BASE = `/api/editions/${EDITION.id}/meals`;
const TYPES = ['BREAKFAST', 'LUNCH', 'DINNER'] as const;

const meal = (id: number, date: string, mealType: GridMeal['mealType'], o: Partial<GridMeal> = {}): GridMeal => ({
  id,
  date,
  mealType,
  enabled: true,
  phases: ['EVENT'],
  returnableItemIds: [],
  eaters: 0,
  eaten: 0,
  ...o,
});
const day = (first: number, date: string, o: Partial<GridMeal> = {}) => TYPES.map((t, i) => meal(first + i, date, t, o));
const grid = (o: Partial<MealGrid>): MealGrid => ({ configured: true, timeZone: EDITION.timeZone, meals: [], toAdd: [], toRemove: [], ...o });

let server: ServedApi;
beforeEach(signIn);
afterEach(() => {
  signOut();
  return server.close();
});

/** The API holding `state` (the grid as GET answers it); `answer` may answer a change first. */
async function start(state: { grid: MealGrid }, answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined, permissions: Record<string, boolean> = {}) {
  server = await serveEditionPage({ manageMeals: true, ...permissions }, (call) => {
    const given = answer(call);
    if (given) return given;
    if (call.method === 'GET' && call.path === BASE) return { body: state.grid };
    if (call.method === 'GET' && call.path === `/api/editions/${EDITION.id}/ticketing/returnable-items`) return { body: { items: [{ id: 40, name: 'Cup' }] } };
    return undefined;
  });
  return draw(<MealsPage />, { route: `/editions/${EDITION.id}/gestion/meals`, path: mealsEntry.path }).user;
}

const changes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));

describe('MealsPage: turning meals on', () => {
  it('says meals are off and what turning them on adds; the button turns them on and shows the grid', async () => {
    const state = { grid: grid({ configured: false, toAdd: day(0, '2027-05-14').map(({ date, mealType, phases }) => ({ date, mealType, phases })) }) };
    const user = await start(state, (call) => {
      if (call.method !== 'POST') return undefined;
      state.grid = grid({ meals: day(1, '2027-05-14') });
      return { body: state.grid };
    });
    expect(await screen.findByText('Meals are off')).toBeInTheDocument();
    expect(screen.getByText(/\(3 meals\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn meals on' }));
    expect(await screen.findByRole('heading', { name: 'Friday, May 14' })).toBeInTheDocument();
    expect(screen.getAllByTestId('meal-day')).toHaveLength(1);
    expect(changes()).toEqual([{ method: 'POST', path: `${BASE}/grid/sync`, body: { confirmRemoval: false } }]);
  });
});

describe('MealsPage: the grid', () => {
  it('shows each day with its phase and its three meals with their eaters, and links to the kitchen list and the canteen', async () => {
    await start({ grid: grid({ meals: [...day(1, '2027-05-13', { phases: ['SETUP'] }), ...day(4, '2027-05-14', { eaters: 12, eaten: 5 })] }) });
    const setup = (await screen.findAllByTestId('meal-day'))[0]!;
    expect(within(setup).getByRole('heading', { name: 'Thursday, May 13' })).toBeInTheDocument();
    expect(within(setup).getAllByTestId('day-phase').map((b) => b.textContent)).toEqual(['Setup']);
    expect(within(screen.getByTestId('meal-2027-05-14-LUNCH')).getByTestId('meal-eaters')).toHaveTextContent('12 eaters · 5 eaten so far');
    expect(screen.getByRole('link', { name: 'Kitchen list' })).toHaveAttribute('href', `/editions/${EDITION.id}/gestion/meals/list`);
    expect(screen.getByRole('link', { name: 'Canteen' })).toHaveAttribute('href', `/editions/${EDITION.id}/gestion/meals/validate`);
  });

  it('switches a meal nobody holds off at once', async () => {
    const user = await start({ grid: grid({ meals: day(1, '2027-05-14') }) }, (call) => (call.method === 'PATCH' ? { body: meal(2, '2027-05-14', 'LUNCH', { enabled: false }) } : undefined));
    await user.click(await screen.findByRole('switch', { name: 'Lunch on or off' }));
    await waitFor(() => expect(changes()).toEqual([{ method: 'PATCH', path: `${BASE}/2`, body: { enabled: false } }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before switching off a meal people hold, saying how many lose it, then sends the confirmation', async () => {
    const user = await start({ grid: grid({ meals: day(1, '2027-05-14', { eaters: 4 }) }) }, (call) => (call.method === 'PATCH' ? { body: meal(3, '2027-05-14', 'DINNER', { enabled: false }) } : undefined));
    await user.click(await screen.findByRole('switch', { name: 'Dinner on or off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off Dinner?' });
    expect(within(dialog).getByTestId('lost-meals')).toHaveTextContent('Friday, May 14, Dinner: 4 people lose it');
    expect(changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Turn it off' }));
    await waitFor(() => expect(changes()).toEqual([{ method: 'PATCH', path: `${BASE}/3`, body: { enabled: false, confirmRemoval: true } }]));
  });

  it('shows what the dates call for, and asks before removing meals people hold', async () => {
    const state = {
      grid: grid({
        meals: [...day(1, '2027-05-14'), ...day(4, '2027-05-17', { eaters: 2 })],
        toAdd: day(0, '2027-05-15').map(({ date, mealType, phases }) => ({ date, mealType, phases })),
        toRemove: [
          { id: 4, date: '2027-05-17', mealType: 'BREAKFAST', eaters: 0 },
          { id: 5, date: '2027-05-17', mealType: 'LUNCH', eaters: 2 },
        ],
      }),
    };
    const user = await start(state, (call) => {
      if (call.method !== 'POST') return undefined;
      state.grid = grid({ meals: [...day(1, '2027-05-14'), ...day(7, '2027-05-15')] });
      return { body: state.grid };
    });
    const banner = await screen.findByTestId('grid-banner');
    expect(banner).toHaveTextContent('3 meals to add, 2 meals to remove');
    await user.click(within(banner).getByRole('button', { name: 'Update the grid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take these meals from the people who hold them?' });
    expect(within(dialog).getByTestId('lost-meals')).toHaveTextContent('Monday, May 17, Lunch: 2 people lose it');
    await user.click(within(dialog).getByRole('button', { name: 'Remove them' }));
    await waitFor(() => expect(screen.queryByTestId('grid-banner')).not.toBeInTheDocument());
    expect(changes()).toEqual([{ method: 'POST', path: `${BASE}/grid/sync`, body: { confirmRemoval: true } }]);
  });

  it('when the server finds eaters the page did not know of, asks with its list and sends again confirmed', async () => {
    let refused = false;
    const user = await start({ grid: grid({ meals: day(1, '2027-05-14') }) }, (call) => {
      if (call.method !== 'PATCH') return undefined;
      if ((call.body as { confirmRemoval?: boolean }).confirmRemoval) return { body: meal(1, '2027-05-14', 'BREAKFAST', { enabled: false }) };
      refused = true;
      const answer = refusal(409, 'MEALS_HAVE_EATERS');
      return { ...answer, body: { ...(answer.body as object), meals: [{ id: 1, date: '2027-05-14', mealType: 'BREAKFAST', eaters: 1 }] } };
    });
    await user.click(await screen.findByRole('switch', { name: 'Breakfast on or off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take these meals from the people who hold them?' });
    expect(refused).toBe(true);
    expect(within(dialog).getByTestId('lost-meals')).toHaveTextContent('Friday, May 14, Breakfast: 1 person loses it');
    await user.click(within(dialog).getByRole('button', { name: 'Remove them' }));
    await waitFor(() => expect(changes().at(-1)).toEqual({ method: 'PATCH', path: `${BASE}/1`, body: { enabled: false, confirmRemoval: true } }));
  });
});
