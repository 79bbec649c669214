import { emptyTeam, teamBody, teamErrors } from './teamsRules';

describe('teams rules', () => {
  it('needs a name of at most 100 characters, a #rrggbb colour and a maximum of at least one or none', () => {
    expect(teamErrors({ ...emptyTeam(), name: 'Bar' })).toEqual({});
    expect(teamErrors(emptyTeam())).toEqual({ name: 'teams.errors.nameRequired' });
    expect(teamErrors({ ...emptyTeam(), name: 'x'.repeat(101) })).toEqual({ name: 'teams.errors.nameTooLong' });
    expect(teamErrors({ ...emptyTeam(), name: 'Bar', color: 'red' })).toEqual({ color: 'teams.errors.color' });
    expect(teamErrors({ ...emptyTeam(), name: 'Bar', maxVolunteers: 0 })).toEqual({ maxVolunteers: 'teams.errors.maxVolunteers' });
    expect(teamErrors({ ...emptyTeam(), name: 'Bar', maxVolunteers: 2.5 })).toEqual({ maxVolunteers: 'teams.errors.maxVolunteers' });
    expect(teamErrors({ ...emptyTeam(), name: 'Bar', maxVolunteers: 1 })).toEqual({});
  });

  it('sends trimmed texts, no maximum as null, the colour in small letters', () => {
    expect(teamBody({ ...emptyTeam(), name: ' Bar ', description: '  ', color: '#AABBCC' })).toEqual({
      name: 'Bar',
      description: null,
      color: '#aabbcc',
      maxVolunteers: null,
      isRequired: false,
      isAccessControlTeam: false,
      isMealValidationTeam: false,
      isVisibleToVolunteers: true,
    });
  });
});
