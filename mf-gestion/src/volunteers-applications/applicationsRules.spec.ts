import type { Schemas } from '@festival/api-client';
import { toLocalInput } from '@festival/ui';
import { correctionAsks, correctionBody, correctionErrors, correctionValues, fullName, isCorrectable, listQuery, NO_FILTERS, nextStatuses, pageCount, removalsOf, sortBy, teamsBody, withFilter, type AnswerField } from './applicationsRules';

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

  it('sends nothing for an untouched correction (unanswered yes/no, same instants)', () => {
    const values = correctionValues(stored);
    expect(values).toMatchObject({ motivation: 'a', teamPreferences: ['3'], hasPets: false, vehicleDetails: 'Van', arrivalDateTime: toLocalInput(stored.arrivalDateTime) });
    expect(correctionBody(stored, values)).toEqual({});
  });

  it('sends only what changed: texts trimmed, empty as null, lists, yes/no with their details, availabilities, dates', () => {
    const values = {
      ...correctionValues(stored),
      skills: ' fire ',
      motivation: '  ',
      dietaryPreference: 'VEGAN',
      timePreferences: [],
      teamPreferences: ['3', '5'],
      hasVehicle: false,
      hasPets: true,
      petsDetails: ' Dog ',
      setupAvailability: true,
      departureDateTime: toLocalInput('2026-07-04T18:00:00.000Z'),
    };
    expect(correctionBody(stored, values)).toEqual({
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

  it('keeps the questions switched on, or off but answered, and a serious allergy brings the emergency contact', () => {
    const asks = correctionAsks({ volunteersAskDiet: true, volunteersAskAllergies: true }, stored);
    expect(asks).toMatchObject({ volunteersAskDiet: true, volunteersAskVehicle: true, volunteersAskTeamPreferences: true, volunteersAskSetup: true, volunteersAskPets: false, volunteersAskTeardown: false });
    expect(isCorrectable('petsDetails', asks, { allergySeverity: null })).toBe(false);
    expect(isCorrectable('motivation', asks, { allergySeverity: null })).toBe(true);
    expect(isCorrectable('emergencyContactPhone', asks, { allergySeverity: 'MODERATE' })).toBe(false);
    expect(isCorrectable('emergencyContactPhone', asks, { allergySeverity: 'CRITICAL' })).toBe(true);
  });

  it("checks a correction with the server's rules: severity, emergency contact, availability, arrival and departure", () => {
    const asks = correctionAsks({ volunteersAskAllergies: true, volunteersAskSetup: true }, stored);
    const values = correctionValues(stored);
    expect(correctionErrors(values, asks)).toEqual({});
    expect(correctionErrors({ ...values, allergies: 'Peanuts' }, asks)).toEqual({ allergySeverity: 'allergySeverityRequired' });
    expect(correctionErrors({ ...values, allergySeverity: 'LIGHT' }, asks)).toEqual({ allergies: 'allergiesRequired' });
    expect(correctionErrors({ ...values, allergies: 'Peanuts', allergySeverity: 'SEVERE' }, asks)).toEqual({ emergencyContactName: 'emergencyContactRequired', emergencyContactPhone: 'emergencyContactRequired' });
    expect(correctionErrors({ ...values, allergies: 'Peanuts', allergySeverity: 'SEVERE', emergencyContactName: 'Max', emergencyContactPhone: '0611' }, asks)).toEqual({});
    expect(correctionErrors({ ...values, eventAvailability: false }, asks)).toEqual({ availability: 'availabilityRequired' });
    expect(correctionErrors({ ...values, eventAvailability: false, setupAvailability: true, departureDateTime: '' }, asks)).toEqual({});
    expect(correctionErrors({ ...values, arrivalDateTime: '', departureDateTime: '' }, asks)).toEqual({ arrivalDateTime: 'arrivalRequired', departureDateTime: 'departureRequired' });
    expect(correctionErrors({ ...values, departureDateTime: values.arrivalDateTime }, asks)).toEqual({ departureDateTime: 'departureBeforeArrival' });
  });

  it('names a volunteer by first and last name, else by pseudo', () => {
    expect(fullName({ prenom: 'Léa', nom: 'Durand', pseudo: 'ld' })).toBe('Léa Durand');
    expect(fullName({ prenom: '', nom: ' ', pseudo: 'ld' })).toBe('ld');
  });
});
