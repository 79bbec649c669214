/** @dom */
import { configure } from '@testing-library/react';
import { authStore, type AuthUser } from '@festival/ui';
import { draw, refusal, screen, serveApi, type ServedApi } from '@festival/ui/testing';
import { SpaceMeals } from './SpaceMeals';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

let server: ServedApi;
beforeEach(() => authStore.setUser({ id: 3, pseudo: 'zora', email: 'zora@example.org' } as AuthUser));
afterEach(() => {
  authStore.setUser(null);
  server.close();
});

const URL = '/api/editions/7/artist-space/meals';
const serve = (body: unknown) => serveApi((call) => (call.path === URL ? { body } : undefined));

describe('SpaceMeals', () => {
  it('shows the artist their meals by day, read-only, saying which are not taken and which are kept aside', async () => {
    server = await serve({
      mealsOn: true,
      timeZone: 'Europe/Paris',
      items: [
        { mealId: 1, date: '2027-05-15', mealType: 'DINNER', accepted: true, afterShow: true, consumedAt: null },
        { mealId: 2, date: '2027-05-16', mealType: 'BREAKFAST', accepted: false, afterShow: false, consumedAt: null },
        { mealId: 3, date: '2027-05-16', mealType: 'LUNCH', accepted: true, afterShow: false, consumedAt: null },
      ],
    });
    draw(<SpaceMeals editionId={7} />);
    expect(await screen.findByText('Saturday, May 15')).toBeInTheDocument();
    expect(screen.getByText('Kept aside after the show')).toBeInTheDocument();
    expect(screen.getByText('Not taken')).toBeInTheDocument();
    expect(screen.getAllByTestId('programme-day').map((d) => d.textContent)).toEqual(['Saturday, May 15', 'Sunday, May 16']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says when meals are off', async () => {
    server = await serve({ mealsOn: false, timeZone: 'Europe/Paris', items: [] });
    draw(<SpaceMeals editionId={7} />);
    expect(await screen.findByText('No meals are served to artists at this edition.')).toBeInTheDocument();
  });

  it('says when no meal falls within their stay', async () => {
    server = await serve({ mealsOn: true, timeZone: 'Europe/Paris', items: [] });
    draw(<SpaceMeals editionId={7} />);
    expect(await screen.findByText(/No meal within your stay yet/)).toBeInTheDocument();
  });

  it('offers a retry when they cannot be read', async () => {
    server = await serveApi(() => refusal(500, 'INTERNAL', 'Something went wrong.'));
    draw(<SpaceMeals editionId={7} />);
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
