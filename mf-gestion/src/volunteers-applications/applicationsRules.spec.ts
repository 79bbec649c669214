import { correctionBody, fullName, listQuery, NO_FILTERS, nextStatuses, pageCount, removalsOf, sortBy, teamsBody, withFilter } from './applicationsRules';

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

  it('builds the teams and correction requests', () => {
    expect(teamsBody(['2', '5'], new Set(['5']))).toEqual([
      { teamId: 2, isLeader: false },
      { teamId: 5, isLeader: true },
    ]);
    const detail = { motivation: 'a', skills: null, allergies: null, avoidList: null, companionName: null, emergencyContactName: null, emergencyContactPhone: null, arrivalDateTime: 'x', departureDateTime: null };
    expect(
      correctionBody(detail, { motivation: 'a', skills: ' fire ', allergies: '', avoidList: '', companionName: '', emergencyContactName: '', emergencyContactPhone: '', arrivalDateTime: 'y', departureDateTime: null }),
    ).toEqual({ skills: 'fire', arrivalDateTime: 'y' });
  });

  it('names a volunteer by first and last name, else by pseudo', () => {
    expect(fullName({ prenom: 'Léa', nom: 'Durand', pseudo: 'ld' })).toBe('Léa Durand');
    expect(fullName({ prenom: '', nom: ' ', pseudo: 'ld' })).toBe('ld');
  });
});
