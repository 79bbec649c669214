import { guardApiNavigation } from './apiGuard';

describe('guardApiNavigation', () => {
  it('cancels navigations to the API and lets others through', async () => {
    const calls: unknown[] = [];
    const router = guardApiNavigation({ navigate: async (to: unknown) => void calls.push(to) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await router.navigate('/api/session/me' as never);
    await router.navigate({ pathname: '/api/x' } as never);
    await router.navigate('/profile' as never);
    await router.navigate(-1 as never);
    expect(calls).toEqual(['/profile', -1]);
    expect(warn).toHaveBeenCalledWith('Navigation vers endpoint API annulée', '/api/session/me');
    warn.mockRestore();
  });
});
