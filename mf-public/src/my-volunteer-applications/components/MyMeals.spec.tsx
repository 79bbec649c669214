/** @dom */
import { draw, refusal, screen, serveApi, waitFor, within, type ServedApi } from '@festival/ui/testing';
import { MyMeals } from './MyMeals';

let server: ServedApi;
afterEach(() => server.close());

const URL = '/api/volunteers/mine/7/meals';

const meal = (mealId: number, date: string, mealType: string, fields: Record<string, unknown> = {}) => ({
  mealId,
  date,
  mealType,
  phases: ['EVENT'],
  accepted: true,
  consumedAt: null,
  changeable: true,
  ...fields,
});

/** A server holding the meals, changing them as the API would. */
function serveMeals(items: ReturnType<typeof meal>[], patch?: (mealId: number, accepted: boolean) => ReturnType<typeof refusal> | undefined) {
  return serveApi((call) => {
    if (call.method === 'GET' && call.path === URL) return { body: { timeZone: 'Europe/Paris', items } };
    const m = /^\/api\/volunteers\/mine\/7\/meals\/(\d+)$/.exec(call.path);
    if (call.method === 'PATCH' && m) {
      const accepted = (call.body as { accepted: boolean }).accepted;
      const refused = patch?.(Number(m[1]), accepted);
      if (refused) return refused;
      const found = items.find((i) => i.mealId === Number(m[1]))!;
      found.accepted = accepted;
      return { body: found };
    }
    return undefined;
  });
}

describe('MyMeals', () => {
  it('shows the meals by day with their phase; eaten ones marked, past ones read-only', async () => {
    server = await serveMeals([
      meal(1, '2031-07-09', 'DINNER', { phases: ['SETUP'], consumedAt: '2031-07-09T17:30:00.000Z', changeable: false }),
      meal(2, '2031-07-10', 'BREAKFAST', { changeable: false }),
      meal(3, '2031-07-10', 'LUNCH', { accepted: false }),
      meal(4, '2031-07-10', 'DINNER'),
    ]);
    draw(<MyMeals applicationId={7} />);
    const days = await screen.findAllByTestId('my-meal-day');
    expect(days.map((d) => within(d).getAllByText(/^(Wednesday|Thursday),/)[0]!.textContent)).toEqual(['Wednesday, July 9', 'Thursday, July 10']);
    // Eaten at 19:30 (7:30 PM in English) on the edition's clock (Paris, summer time), with no switch.
    expect(within(days[0]!).getByText('Setup')).toBeInTheDocument();
    expect(within(days[0]!).getByText('Eaten at 7:30 PM')).toBeInTheDocument();
    expect(within(days[0]!).queryByRole('switch')).toBeNull();
    const breakfast = screen.getByRole('switch', { name: "I'll eat: Breakfast, Thursday, July 10" });
    expect(breakfast).toBeChecked();
    expect(breakfast).toBeDisabled();
    expect(screen.getByRole('switch', { name: "I'll eat: Lunch, Thursday, July 10" })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: "I'll eat: Dinner, Thursday, July 10" })).toBeChecked();
  });

  it('declines a meal and takes one back, reading the list again after each', async () => {
    server = await serveMeals([meal(3, '2031-07-10', 'LUNCH', { accepted: false }), meal(4, '2031-07-10', 'DINNER')]);
    const { user } = draw(<MyMeals applicationId={7} />);
    await user.click(await screen.findByRole('switch', { name: "I'll eat: Dinner, Thursday, July 10" }));
    await waitFor(() => expect(screen.getByRole('switch', { name: "I'll eat: Dinner, Thursday, July 10" })).not.toBeChecked());
    await user.click(screen.getByRole('switch', { name: "I'll eat: Lunch, Thursday, July 10" }));
    await waitFor(() => expect(screen.getByRole('switch', { name: "I'll eat: Lunch, Thursday, July 10" })).toBeChecked());
    expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      [`${URL}/4`, { accepted: false }],
      [`${URL}/3`, { accepted: true }],
    ]);
    expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(3);
  });

  it("says why when the server refuses (eaten meanwhile), and the switch stays as it was", async () => {
    server = await serveMeals([meal(4, '2031-07-10', 'DINNER')], () => refusal(409, 'MEAL_CONSUMED', 'You already ate this meal: it can no longer be changed.'));
    const { user } = draw(<MyMeals applicationId={7} />);
    await user.click(await screen.findByRole('switch', { name: "I'll eat: Dinner, Thursday, July 10" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already ate this meal');
    expect(screen.getByRole('switch', { name: "I'll eat: Dinner, Thursday, July 10" })).toBeChecked();
  });

  it('tells the volunteer when they have no meals', async () => {
    server = await serveMeals([]);
    draw(<MyMeals applicationId={7} />);
    expect(await screen.findByText(/No meals for you here/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
