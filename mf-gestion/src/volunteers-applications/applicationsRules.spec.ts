import type { Schemas } from '@festival/api-client';
import { correctionAsked, correctionBody, correctionValues, fullName, listQuery, NO_FILTERS, nextStatuses, pageCount, removalsOf, sortBy, teamsBody, withFilter } from './applicationsRules';
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

  it('goes back to the first page on a filter or sort change; a second click on a column flips the order', () => {
    expect(withFilter({ ...NO_FILTERS, page: 4 }, { status: 'ACCEPTED' })).toMatchObject({ page: 1, status: 'ACCEPTED' });
    expect(sortBy(NO_FILTERS, 'name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(sortBy({ ...NO_FILTERS, sort: 'name', order: 'asc' }, 'name')).toMatchObject({ order: 'desc' });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(51)).toBe(3);
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
