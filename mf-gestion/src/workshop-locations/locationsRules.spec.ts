import { LOCATION_NAME_MAX, locationNameError } from './locationsRules';

describe('locationNameError', () => {
  const others = [
    { id: 1, name: 'Gym' },
    { id: 2, name: 'Big top' },
  ];
  it('accepts a new name, and a location keeping its own in another case', () => {
    expect(locationNameError('Meadow', others, null)).toBeNull();
    expect(locationNameError(' gym ', others, 1)).toBeNull();
    expect(locationNameError('x'.repeat(LOCATION_NAME_MAX), others, null)).toBeNull();
  });
  it('refuses an empty name, a long one, and another location’s in any case', () => {
    expect(locationNameError('  ', others, null)).toBe('locations.errors.nameRequired');
    expect(locationNameError('x'.repeat(LOCATION_NAME_MAX + 1), others, null)).toBe('locations.errors.nameTooLong');
    expect(locationNameError(' BIG TOP', others, null)).toBe('locations.errors.nameTaken');
    expect(locationNameError('gym', others, 2)).toBe('locations.errors.nameTaken');
  });
});
