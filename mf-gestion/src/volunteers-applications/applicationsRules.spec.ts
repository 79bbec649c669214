import type { Schemas } from '@festival/api-client';
import {
  correctionAsked,
  correctionBody,
  correctionValues,
  filtersOf,
  fullName,
  listQuery,
  NO_FILTERS,
  nextStatuses,
  removalsOf,
  SEARCH_MAX,
  sortBy,
  teamsBody,
  withFilterParams,
} from './applicationsRules';
import type { AnswerField } from '@festival/ui/volunteers';

describe('applications page rules', () => {
  it('sends only the filters set, the search trimmed', () => {
    expect(listQuery(NO_FILTERS)).toEqual({ sort: 'addedAt', order: 'desc', page: 1, pageSize: 25 });
    expect(listQuery({ ...NO_FILTERS, status: 'PENDING', teamId: 3, availability: 'setup', dietaryPreference: 'VEGAN', allergySeverity: 'SEVERE', q: '  jo  ' })).toEqual({
      status: 'PENDING',
      teamId: 3,
      availability: 'setup',
      dietaryPreference: 'VEGAN',
      allergySeverity: 'SEVERE',
      q: 'jo',
      sort: 'addedAt',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
  });

  it('goes back to the first page on a sort change; a second click on a column flips the order', () => {
    expect(sortBy({ ...NO_FILTERS, page: 4 }, 'name')).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    expect(sortBy({ ...NO_FILTERS, sort: 'name', order: 'asc' }, 'name')).toMatchObject({ order: 'desc' });
  });

  it('reads back from the address what it wrote there, the open application kept', () => {
    const filters = { status: 'ACCEPTED' as const, teamId: 3, availability: 'setup' as const, dietaryPreference: 'VEGAN' as const, allergySeverity: 'SEVERE' as const, q: 'jo', sort: 'name' as const, order: 'desc' as const, page: 2 };
    const params = withFilterParams(new URLSearchParams('application=12'), filters);
    expect(Object.fromEntries(params)).toEqual({ application: '12', status: 'ACCEPTED', team: '3', availability: 'setup', diet: 'VEGAN', severity: 'SEVERE', q: 'jo', sort: 'name', order: 'desc', page: '2' });
    expect(filtersOf(params)).toEqual(filters);
  });

  it('leaves the defaults out of the address (a column’s own first order included), so a link stays short', () => {
    expect(withFilterParams(new URLSearchParams('status=PENDING&page=2'), NO_FILTERS).toString()).toBe('');
    expect(withFilterParams(new URLSearchParams(), { ...NO_FILTERS, sort: 'name', order: 'asc' }).toString()).toBe('sort=name');
    expect(filtersOf(new URLSearchParams('sort=name'))).toMatchObject({ sort: 'name', order: 'asc' });
  });

  it('drops from the address what the API would refuse and cuts the search at its bound', () => {
    const read = filtersOf(new URLSearchParams({ status: 'pending', team: '0', availability: 'always', diet: 'MEAT', severity: 'MILD', q: 'q'.repeat(300), sort: 'age', order: 'up', page: '1.5' }));
    expect(read).toEqual({ ...NO_FILTERS, q: 'q'.repeat(SEARCH_MAX) });
    expect(filtersOf(new URLSearchParams('team=2147483648')).teamId).toBeNull();
  });

  it('offers the server transitions only', () => {
    expect(nextStatuses('PENDING')).toEqual(['ACCEPTED', 'REJECTED']);
    expect(nextStatuses('ACCEPTED')).toEqual(['PENDING']);
    expect(nextStatuses('REJECTED')).toEqual(['PENDING']);
  });

  it('lists what leaving ACCEPTED removes', () => {
    const slots = [{ id: 1, title: 'Bar', teamId: 2, teamName: 'Bar', startDateTime: 'a', endDateTime: 'b' }];
    expect(removalsOf({ status: 'ACCEPTED', teams: [{ id: 2, name: 'Bar', color: '#fff', isLeader: false }], slots }, 'PENDING')).toEqual({ teams: ['Bar'], slots });
    expect(removalsOf({ status: 'PENDING', teams: [], slots: [] }, 'ACCEPTED')).toBeNull();
  });

  it('builds the teams request', () => {
    expect(teamsBody(['2', '5'], new Set(['5']))).toEqual([
      { teamId: 2, isLeader: false },
      { teamId: 5, isLeader: true },
    ]);
  });


  const stored: Pick<Schemas['ApplicationDetailDto'], AnswerField> = {
    motivation: 'a',
    dietaryPreference: null,
    allergies: null,
    allergySeverity: null,
    timePreferences: ['MORNING'],
    teamPreferences: [3],
    hasPets: null,
    petsDetails: null,
    hasMinors: null,
    minorsDetails: null,
    hasVehicle: true,
    vehicleDetails: 'Van',
    companionName: null,
    avoidList: null,
    skills: null,
    hasExperience: null,
    experienceDetails: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    setupAvailability: false,
    eventAvailability: true,
    teardownAvailability: null,
    arrivalDateTime: '2026-07-01T08:00:00.000Z',
    departureDateTime: '2026-07-03T18:00:00.000Z',
  };

  // The edition's clocks: Lyon, UTC+2 in July.
  const PARIS = 'Europe/Paris';

  it('sends nothing for an untouched correction (unanswered yes/no, same instants)', () => {
    const values = correctionValues(stored, PARIS);
    expect(values).toMatchObject({ motivation: 'a', teamPreferences: ['3'], hasPets: false, vehicleDetails: 'Van', arrivalDateTime: '2026-07-01T10:00' });
    expect(correctionValues(stored, 'UTC').arrivalDateTime).toBe('2026-07-01T08:00');
    expect(correctionBody(stored, values, PARIS)).toEqual({});
  });

  it('sends only what changed: texts trimmed, empty as null, lists, yes/no with their details, availabilities, dates', () => {
    const values = {
      ...correctionValues(stored, PARIS),
      skills: ' fire ',
      motivation: '  ',
      dietaryPreference: 'VEGAN',
      timePreferences: [],
      teamPreferences: ['3', '5'],
      hasVehicle: false,
      hasPets: true,
      petsDetails: ' Dog ',
      setupAvailability: true,
      departureDateTime: '2026-07-04T20:00',
    };
    expect(correctionBody(stored, values, PARIS)).toEqual({
      skills: 'fire',
      motivation: null,
      dietaryPreference: 'VEGAN',
      timePreferences: null,
      teamPreferences: [3, 5],
      hasVehicle: false,
      vehicleDetails: null,
      hasPets: true,
      petsDetails: 'Dog',
      setupAvailability: true,
      departureDateTime: '2026-07-04T18:00:00.000Z',
    });
  });

  it('shows the answers the form asks, and those the application holds (a question switched off since)', () => {
    const asked = correctionAsked({ ...stored, askedFields: ['motivation', 'dietaryPreference', 'allergies', 'allergySeverity', 'eventAvailability', 'arrivalDateTime', 'departureDateTime'] });
    expect(asked).toEqual([
      'motivation',
      'dietaryPreference',
      'allergies',
      'allergySeverity',
      'timePreferences',
      'teamPreferences',
      'hasVehicle',
      'vehicleDetails',
      'setupAvailability',
      'eventAvailability',
      'arrivalDateTime',
      'departureDateTime',
    ]);
    expect(asked).not.toContain('petsDetails');
    expect(asked).not.toContain('teardownAvailability');
  });

  it('names a volunteer by first and last name, else by pseudo', () => {
    expect(fullName({ prenom: 'Léa', nom: 'Durand', pseudo: 'ld' })).toBe('Léa Durand');
    expect(fullName({ prenom: '', nom: ' ', pseudo: 'ld' })).toBe('ld');
  });
});
