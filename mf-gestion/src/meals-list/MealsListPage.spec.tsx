/** @dom */
import { configure } from '@testing-library/react';
import type { Schemas } from '@festival/api-client';
import { draw, refusal, screen, waitFor, within, type ApiAnswer, type ServedApi } from '@festival/ui/testing';
import { Address, addressNow, EDITION, serveEditionPage, signIn, signOut } from '../shared/testing/listPage';
import MealsListPage from './MealsListPage';
import { mealsListEntry } from './entry';

// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

type List = Schemas['KitchenListDto'];
type Counts = Schemas['KitchenCountsDto'];

const MEALS: Schemas['KitchenMealsDto'] = {
  timeZone: EDITION.timeZone,
  meals: [
    { id: 11, date: '2027-05-14', mealType: 'BREAKFAST', enabled: true },
    { id: 12, date: '2027-05-14', mealType: 'LUNCH', enabled: true },
    { id: 13, date: '2027-05-14', mealType: 'DINNER', enabled: true },
    { id: 21, date: '2027-05-15', mealType: 'BREAKFAST', enabled: true },
    { id: 22, date: '2027-05-15', mealType: 'LUNCH', enabled: false },
    { id: 23, date: '2027-05-15', mealType: 'DINNER', enabled: true },
  ],
  currentMealId: 12,
};

const counts = (over: Partial<Counts> = {}): Counts => ({
  byKind: { VOLUNTEER: { NONE: 30, VEGETARIAN: 8, VEGAN: 4 }, ARTIST: { NONE: 3, VEGETARIAN: 1, VEGAN: 0 }, TICKET_HOLDER: { NONE: 12, VEGETARIAN: 0, VEGAN: 0 } },
  byDiet: { NONE: 45, VEGETARIAN: 9, VEGAN: 4 },
  total: 58,
  eaten: 0,
  afterShow: 2,
  loudAllergies: 2,
  ...over,
});

const list = (mealId: number, over: Partial<Counts> = {}): List => {
  const meal = MEALS.meals.find((m) => m.id === mealId)!;
  return {
    meal,
    counts: counts(over),
    allergies: [
      { kind: 'ARTIST', name: 'Yann', allergies: 'Peanuts', severity: 'CRITICAL' },
      { kind: 'VOLUNTEER', name: 'Bea Martin', allergies: 'Shellfish', severity: 'SEVERE' },
      { kind: 'VOLUNTEER', name: 'Zoe Petit', allergies: 'Gluten', severity: 'LIGHT' },
    ],
  };
};

let server: ServedApi;
beforeEach(signIn);
afterEach(() => {
  signOut();
  return server.close();
});

const kitchen = `/api/editions/${EDITION.id}/kitchen`;
const start = (o: { meals?: () => ApiAnswer; list?: (mealId: number) => ApiAnswer } = {}) =>
  serveEditionPage({ manageMeals: true }, (call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === kitchen) return o.meals ? o.meals() : { body: MEALS };
    const meal = /\/kitchen\/meals\/(\d+)$/.exec(call.path);
    if (meal) return o.list ? o.list(Number(meal[1])) : { body: list(Number(meal[1])) };
    if (call.path === `${kitchen}/day`) {
      const date = call.query.get('date')!;
      return { body: { date, timeZone: EDITION.timeZone, meals: MEALS.meals.filter((m) => m.date === date).map((meal) => ({ meal, counts: counts({ total: meal.id }) })) } };
    }
    return undefined;
  });

const page = (
  <>
    <MealsListPage />
    <Address />
  </>
);
const base = `/editions/${EDITION.id}/gestion/meals/list`;
const listGets = (mealId: number) => server.calls.filter((c) => c.method === 'GET' && c.path === `${kitchen}/meals/${mealId}`);

describe('MealsListPage', () => {
  it('opens on the meal on now: big counts by diet, the table by kind, late plates, and the allergies CRITICAL and SEVERE first and loud', async () => {
    server = await start();
    draw(page, { route: base, path: mealsListEntry.path });
    const who = await screen.findByRole('region', { name: 'Who eats' });
    expect(screen.getByRole('radio', { name: 'Lunch' })).toBeChecked();
    expect(within(who).getByRole('group', { name: 'Everyone: 58' })).toBeInTheDocument();
    expect(within(who).getByRole('group', { name: 'Vegetarian: 9' })).toBeInTheDocument();
    expect(within(who).getByRole('group', { name: 'Vegan: 4' })).toBeInTheDocument();
    const volunteers = within(who).getByRole('rowheader', { name: 'Volunteers' }).closest('tr')!;
    expect(within(volunteers).getAllByRole('cell').map((c) => c.textContent)).toEqual(['30', '8', '4']);
    expect(within(who).getByText('Plates kept for after the show: 2')).toBeInTheDocument();
    expect(within(who).getByRole('progressbar', { name: '0 of 58 eaten' })).toBeInTheDocument();

    const allergies = screen.getByRole('region', { name: 'Allergies (3)' });
    const lines = within(allergies).getAllByTestId('kitchen-allergy');
    expect(lines.map((l) => [within(l).getByText(/Yann|Bea Martin|Zoe Petit/).textContent, l.dataset.loud ?? null])).toEqual([
      ['Yann', 'true'],
      ['Bea Martin', 'true'],
      ['Zoe Petit', null],
    ]);
    // Loud by its words too, not its colour alone.
    expect(within(lines[0]!).getByText('Critical')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Severe')).toBeInTheDocument();
  });

  it('follows the meal picked, by day and by type, in the address', async () => {
    server = await start();
    const { user } = draw(page, { route: base, path: mealsListEntry.path });
    await screen.findByRole('region', { name: 'Who eats' });
    await user.click(screen.getByRole('radio', { name: 'Dinner' }));
    await waitFor(() => expect(addressNow()).toEqual({ meal: '13' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '2027-05-15');
    await waitFor(() => expect(addressNow()).toEqual({ meal: '23' }));
    await waitFor(() => expect(listGets(23)).toHaveLength(1));
    // The lunch of that day is off: it may still be opened, and says so.
    expect(screen.getByRole('radio', { name: 'Lunch' })).not.toBeDisabled();
  });

  it('reads "eaten so far" again every 10 seconds', async () => {
    let eaten = 0;
    server = await start({ list: (id) => ({ body: list(id, { eaten }) }) });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], advanceTimers: true });
    try {
      draw(page, { route: `${base}?meal=12`, path: mealsListEntry.path });
      await screen.findByRole('progressbar', { name: '0 of 58 eaten' });
      eaten = 17;
      await jest.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('progressbar', { name: '17 of 58 eaten' })).toBeInTheDocument();
      expect(listGets(12).length).toBeGreaterThanOrEqual(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the cooks the day’s meals with their counts', async () => {
    server = await start();
    const { user } = draw(page, { route: `${base}?meal=21`, path: mealsListEntry.path });
    await screen.findByRole('region', { name: 'Who eats' });
    await user.click(screen.getByRole('tab', { name: 'Day for the cooks' }));
    await waitFor(() => expect(addressNow()).toEqual({ day: '2027-05-15' }));
    const breakfast = await screen.findByRole('region', { name: /^Breakfast · / });
    expect(within(breakfast).getByRole('group', { name: 'Everyone: 21' })).toBeInTheDocument();
    expect(within(breakfast).getByText('Severe or critical allergies: 2')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Lunch · / })).getByText('This meal is off: nobody eats it.')).toBeInTheDocument();
  });

  it('opens the day a reminder links to', async () => {
    server = await start();
    draw(page, { route: `${base}?day=2027-05-14`, path: mealsListEntry.path });
    expect(await screen.findByRole('tab', { name: 'Day for the cooks', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /^Dinner · / })).toBeInTheDocument();
  });

  it('says meals are off and links to the grid when no meal is on', async () => {
    server = await start({ meals: () => ({ body: { ...MEALS, meals: MEALS.meals.map((m) => ({ ...m, enabled: false })), currentMealId: null } }) });
    draw(page, { route: base, path: mealsListEntry.path });
    expect(await screen.findByText('No meal is on')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the meal grid' })).toHaveAttribute('href', `/editions/${EDITION.id}/gestion/meals`);
    expect(server.calls.some((c) => c.path.startsWith(`${kitchen}/meals/`))).toBe(false);
  });

  it('says the list could not be read, and reads it again on retry', async () => {
    let failing = true;
    server = await start({ list: (id) => (failing ? refusal(503, 'DATABASE_UNAVAILABLE', 'The service is busy, try again in a moment.') : { body: list(id) }) });
    const { user } = draw(page, { route: base, path: mealsListEntry.path });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The service is busy, try again in a moment.')).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Who eats' })).toBeInTheDocument();
  });

  it('downloads the meal’s CSV', async () => {
    server = await start();
    const csvCalls = () => server.calls.filter((c) => c.path === `${kitchen}/meals/12/eaters.csv`);
    const { user } = draw(page, { route: base, path: mealsListEntry.path });
    await screen.findByRole('region', { name: 'Who eats' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(csvCalls()).toHaveLength(1));
  });
});
