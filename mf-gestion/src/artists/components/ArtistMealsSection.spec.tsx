/** @dom */
import { configure } from '@testing-library/react';
import type { Schemas } from '@festival/api-client';
import { draw, gate, refusal, screen, serveApi, waitFor, within, type ApiAnswer, type ApiCall, type ServedApi } from '@festival/ui/testing';
import { ArtistMealsSection } from './ArtistMealsSection';

// A first draw loads the lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

type Meal = Schemas['ArtistMealDto'];
const meal = (mealId: number, date: string, mealType: Meal['mealType'], o: Partial<Meal> = {}): Meal => ({ mealId, date, mealType, accepted: true, afterShow: false, consumedAt: null, ...o });
const MEALS = [meal(21, '2027-05-15', 'DINNER'), meal(22, '2027-05-16', 'BREAKFAST', { consumedAt: '2027-05-16T06:30:00.000Z' }), meal(23, '2027-05-16', 'LUNCH', { accepted: false })];
const URL = '/api/editions/7/artists/3/meals';

let server: ServedApi;
afterEach(() => server.close());

/** The API holding the artist's meals; `answer` may answer first (a refusal, an answer held back). */
function start(list: Schemas['ArtistMealListDto'], answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  const state = { items: list.items };
  return serveApi((call) => {
    const given = answer(call);
    if (given) return given;
    if (call.method === 'GET' && call.path === URL) return { body: { ...list, items: state.items } };
    const patch = /^\/api\/editions\/7\/artists\/3\/meals\/(\d+)$/.exec(call.path);
    if (call.method === 'PATCH' && patch) {
      state.items = state.items.map((m) => (m.mealId === Number(patch[1]) ? { ...m, ...(call.body as Partial<Meal>) } : m));
      return { body: state.items.find((m) => m.mealId === Number(patch[1])) };
    }
    return undefined;
  });
}

const changes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));

describe('ArtistMealsSection', () => {
  it('shows the meals by day with their switches, an eaten one marked', async () => {
    server = await start({ mealsOn: true, timeZone: 'Europe/Paris', items: MEALS });
    draw(<ArtistMealsSection editionId={7} artistId={3} />);
    expect(await screen.findByText('Saturday, May 15')).toBeInTheDocument();
    expect(screen.getByText('Sunday, May 16')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dinner, Saturday, May 15: eats' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Lunch, Sunday, May 16: eats' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Dinner, Saturday, May 15: kept aside after the show' })).not.toBeChecked();
    const breakfast = screen.getAllByTestId('artist-meal')[1]!;
    expect(within(breakfast).getByText('Eaten')).toBeInTheDocument();
  });

  it('keeps a late plate aside with one request, and turns a meal off with another', async () => {
    server = await start({ mealsOn: true, timeZone: 'Europe/Paris', items: MEALS });
    const { user } = draw(<ArtistMealsSection editionId={7} artistId={3} />);
    await user.click(await screen.findByRole('switch', { name: 'Dinner, Saturday, May 15: kept aside after the show' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Dinner, Saturday, May 15: kept aside after the show' })).toBeChecked());
    await user.click(screen.getByRole('switch', { name: 'Breakfast, Sunday, May 16: eats' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Breakfast, Sunday, May 16: eats' })).not.toBeChecked());
    expect(changes()).toEqual([
      { method: 'PATCH', path: `${URL}/21`, body: { afterShow: true } },
      { method: 'PATCH', path: `${URL}/22`, body: { accepted: false } },
    ]);
  });

  it("says why a change was refused, in the server's words, and keeps the switch as it was", async () => {
    server = await start({ mealsOn: true, timeZone: 'Europe/Paris', items: MEALS }, (call) => (call.method === 'PATCH' ? refusal(404, 'NOT_FOUND', 'This meal is no longer within their stay.') : undefined));
    const { user } = draw(<ArtistMealsSection editionId={7} artistId={3} />);
    await user.click(await screen.findByRole('switch', { name: 'Dinner, Saturday, May 15: eats' }));
    expect(await screen.findByText('This meal is no longer within their stay.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dinner, Saturday, May 15: eats' })).toBeChecked();
  });

  it('shows it loading, then says meals are off for the edition', async () => {
    const held = gate();
    server = await start({ mealsOn: false, timeZone: 'Europe/Paris', items: [] }, (call) => (call.method === 'GET' ? { body: { mealsOn: false, timeZone: 'Europe/Paris', items: [] }, until: held.until } : undefined));
    draw(<ArtistMealsSection editionId={7} artistId={3} />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    held.open();
    expect(await screen.findByText('Meals are off for this edition: turn them on in the meal grid.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says when no meal falls within their stay', async () => {
    server = await start({ mealsOn: true, timeZone: 'Europe/Paris', items: [] });
    draw(<ArtistMealsSection editionId={7} artistId={3} />);
    expect(await screen.findByText('No meal falls within their stay.')).toBeInTheDocument();
  });

  it('offers a retry when the meals cannot be read', async () => {
    let fail = true;
    server = await start({ mealsOn: true, timeZone: 'Europe/Paris', items: MEALS }, (call) => (call.method === 'GET' && fail ? refusal(500, 'INTERNAL', 'Something went wrong.') : undefined));
    const { user } = draw(<ArtistMealsSection editionId={7} artistId={3} />);
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Saturday, May 15')).toBeInTheDocument();
  });
});
