import { toLocalInput } from '@festival/ui/dates';
import { EMPTY_APPLICATION, parseEditionId, safeLink, toApplyBody, validateApplication, type AnswerField, type ApplicationFormValues } from './volunteersRules';

const period = { start: '2027-05-14T00:00:00.000Z', end: '2027-05-17T23:59:59.999Z' };
const local = (iso: string) => toLocalInput(iso);
const good = (over: Partial<ApplicationFormValues> = {}): ApplicationFormValues => ({
  ...EMPTY_APPLICATION,
  eventAvailability: true,
  arrivalDateTime: local('2027-05-14T10:00:00.000Z'),
  departureDateTime: local('2027-05-17T18:00:00.000Z'),
  ...over,
});
const noGaps = { phone: false, nom: false, prenom: false };
/** What the server asks with no question switched on (`askedFields`), and with some more. */
const ALWAYS: AnswerField[] = ['motivation', 'eventAvailability', 'arrivalDateTime', 'departureDateTime'];
const asking = (...fields: AnswerField[]): AnswerField[] => [...ALWAYS, ...fields];

describe('volunteer form rules', () => {
  it('accepts a complete form', () => {
    expect(validateApplication(good(), asking(), period, noGaps)).toEqual({});
  });

  it('asks for what the profile lacks, with a valid phone', () => {
    expect(validateApplication(good(), asking(), period, { phone: true, nom: true, prenom: false })).toEqual({ phone: 'required', nom: 'required' });
    expect(validateApplication(good({ phone: 'call me' }), asking(), period, { phone: true, nom: false, prenom: false })).toEqual({ phone: 'phone' });
  });

  it('needs a severity with allergies, and an emergency contact with a serious one', () => {
    const q = asking('allergies', 'allergySeverity');
    expect(validateApplication(good({ allergies: 'nuts' }), q, period, noGaps)).toEqual({ allergySeverity: 'allergySeverityRequired' });
    expect(validateApplication(good({ allergySeverity: 'LIGHT' }), q, period, noGaps)).toEqual({ allergies: 'allergiesRequired' });
    expect(validateApplication(good({ allergies: 'bees', allergySeverity: 'CRITICAL' }), q, period, noGaps)).toEqual({
      emergencyContactName: 'emergencyContactRequired',
      emergencyContactPhone: 'emergencyContactRequired',
    });
    expect(validateApplication(good({}), asking('emergencyContactName', 'emergencyContactPhone'), period, noGaps)).toMatchObject({ emergencyContactName: 'emergencyContactRequired' });
    expect(validateApplication(good({ emergencyContactName: 'Max', emergencyContactPhone: 'call me' }), asking('emergencyContactName', 'emergencyContactPhone'), period, noGaps)).toEqual({ emergencyContactPhone: 'phone' });
  });

  it('needs one availability, an arrival, a departure with event or teardown, in order and within the period', () => {
    expect(validateApplication(good({ eventAvailability: false }), asking(), period, noGaps)).toEqual({ availability: 'availabilityRequired' });
    expect(validateApplication(good({ eventAvailability: false, setupAvailability: true, departureDateTime: '' }), asking('setupAvailability'), period, noGaps)).toEqual({});
    expect(validateApplication(good({ arrivalDateTime: '' }), asking(), period, noGaps)).toEqual({ arrivalDateTime: 'arrivalRequired' });
    expect(validateApplication(good({ departureDateTime: '' }), asking(), period, noGaps)).toEqual({ departureDateTime: 'departureRequired' });
    expect(validateApplication(good({ arrivalDateTime: local('2027-05-13T10:00:00.000Z') }), asking(), period, noGaps)).toEqual({ arrivalDateTime: 'outsidePeriod' });
    expect(validateApplication(good({ departureDateTime: local('2027-05-14T09:00:00.000Z') }), asking(), period, noGaps)).toEqual({ departureDateTime: 'departureBeforeArrival' });
    // Outside the period says so before the order of the dates.
    expect(validateApplication(good({ departureDateTime: local('2027-05-13T09:00:00.000Z') }), asking(), period, noGaps)).toEqual({ departureDateTime: 'outsidePeriod' });
  });

  it('sends only the questions shown and the profile gaps', () => {
    const body = toApplyBody(good({ skills: ' rigging ', dietaryPreference: 'VEGAN', hasVehicle: false, vehicleDetails: 'van', teamPreferences: ['3'] }), asking('skills', 'hasVehicle', 'vehicleDetails', 'teamPreferences'), {
      phone: true,
      nom: false,
      prenom: false,
    });
    expect(body).toMatchObject({ skills: 'rigging', hasVehicle: false, vehicleDetails: null, teamPreferences: [3], phone: null, eventAvailability: true });
    expect(body).not.toHaveProperty('dietaryPreference');
    expect(body).not.toHaveProperty('nom');
    expect(body.arrivalDateTime).toBe('2027-05-14T10:00:00.000Z');
  });

  it('reads the dates on the edition’s clocks: 23:30 in Lyon on the 13th is outside a period starting at 22:00 UTC that day', () => {
    // The period of a Lyon edition of 14-17 May (UTC+2): from 13 May 22:00 UTC to 17 May 21:59 UTC.
    const lyon = { start: '2027-05-13T22:00:00.000Z', end: '2027-05-17T21:59:59.999Z' };
    const paris = 'Europe/Paris';
    const typed = (over: Partial<ApplicationFormValues> = {}) => good({ arrivalDateTime: '2027-05-14T00:30', departureDateTime: '2027-05-17T20:00', ...over });
    expect(validateApplication(typed(), asking(), lyon, noGaps, paris)).toEqual({});
    expect(validateApplication(typed({ arrivalDateTime: '2027-05-13T23:30' }), asking(), lyon, noGaps, paris)).toEqual({ arrivalDateTime: 'outsidePeriod' });
    expect(validateApplication(typed({ departureDateTime: '2027-05-18T00:30' }), asking(), lyon, noGaps, paris)).toEqual({ departureDateTime: 'outsidePeriod' });
    const body = toApplyBody(typed(), asking(), noGaps, paris);
    expect(body).toMatchObject({ arrivalDateTime: '2027-05-13T22:30:00.000Z', departureDateTime: '2027-05-17T18:00:00.000Z' });
  });

  it('reads the edition id of the path', () => {
    expect(parseEditionId('12')).toBe(12);
    expect(parseEditionId('0')).toBeNull();
    expect(parseEditionId('1e3')).toBeNull();
    expect(parseEditionId('99999999999')).toBeNull();
  });
});

describe('the external form’s address', () => {
  it('opens http(s) links only', () => {
    expect(safeLink('https://x.org/a')).toBe('https://x.org/a');
    expect(safeLink('javascript:alert(1)')).toBeNull();
  });
});
