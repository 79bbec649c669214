import { policy } from './admin-mode';

describe('admin mode policy', () => {
  const headers = (value?: string) => ({ headers: value === undefined ? {} : { 'x-admin-mode': value } });

  it('is active only for a global admin whose request carries X-Admin-Mode: true', () => {
    expect(policy.isAdminModeActive({ id: 1, isGlobalAdmin: true }, headers('true'))).toBe(true);
    expect(policy.isAdminModeActive({ id: 1, isGlobalAdmin: true }, headers('TRUE'))).toBe(true);
    expect(policy.isAdminModeActive({ id: 1, isGlobalAdmin: true }, headers())).toBe(false);
    expect(policy.isAdminModeActive({ id: 1, isGlobalAdmin: true }, headers('1'))).toBe(false);
    expect(policy.isAdminModeActive({ id: 2, isGlobalAdmin: false }, headers('true'))).toBe(false);
    expect(policy.isAdminModeActive(undefined, headers('true'))).toBe(false);
  });
});
