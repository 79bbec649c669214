import { toLocalInput } from '../forms/localDateTime';
import { answerErrors, EMPTY_ANSWERS, isAsked, isSeriousAllergy, type AnswerField, type AnswerValues } from './answers';

const values = (over: Partial<AnswerValues> = {}): AnswerValues => ({
  ...EMPTY_ANSWERS,
  eventAvailability: true,
  arrivalDateTime: toLocalInput('2027-05-14T10:00:00.000Z'),
  departureDateTime: toLocalInput('2027-05-17T18:00:00.000Z'),
  ...over,
});
/** What the server asks with no question switched on (`askedFields`), and with some more. */
const ALWAYS: AnswerField[] = ['motivation', 'eventAvailability', 'arrivalDateTime', 'departureDateTime'];
const asking = (...fields: AnswerField[]): AnswerField[] => [...ALWAYS, ...fields];

describe('volunteer answers', () => {
  it('calls severe and critical allergies serious', () => {
    expect(['LIGHT', 'MODERATE', 'SEVERE', 'CRITICAL', null, undefined].map(isSeriousAllergy)).toEqual([false, false, true, true, false, false]);
  });

  it('shows an answer only when asked; a serious allergy brings the emergency contact', () => {
    expect(isAsked('skills', asking(), values())).toBe(false);
    expect(isAsked('skills', asking('skills'), values())).toBe(true);
    expect(isAsked('arrivalDateTime', asking(), values())).toBe(true);
    expect(isAsked('emergencyContactName', asking('allergies', 'allergySeverity'), { allergySeverity: 'SEVERE' })).toBe(true);
    expect(isAsked('emergencyContactPhone', asking('allergies', 'allergySeverity'), { allergySeverity: 'CRITICAL' })).toBe(true);
    expect(isAsked('emergencyContactName', asking('allergies', 'allergySeverity'), { allergySeverity: 'LIGHT' })).toBe(false);
    expect(isAsked('emergencyContactName', asking(), { allergySeverity: 'SEVERE' })).toBe(false);
    expect(isAsked('emergencyContactName', asking('emergencyContactName', 'emergencyContactPhone'), values())).toBe(true);
  });

  it("checks the server's cross-field rules: severity, emergency contact, availability, arrival and departure in order", () => {
    const q = asking('allergies', 'allergySeverity', 'setupAvailability');
    expect(answerErrors(values(), q)).toEqual({});
    expect(answerErrors(values({ allergies: 'Peanuts' }), q)).toEqual({ allergySeverity: 'allergySeverityRequired' });
    expect(answerErrors(values({ allergySeverity: 'LIGHT' }), q)).toEqual({ allergies: 'allergiesRequired' });
    // Not asked: not checked.
    expect(answerErrors(values({ allergies: 'Peanuts' }), asking())).toEqual({});
    expect(answerErrors(values({ allergies: 'Peanuts', allergySeverity: 'SEVERE' }), q)).toEqual({ emergencyContactName: 'emergencyContactRequired', emergencyContactPhone: 'emergencyContactRequired' });
    expect(answerErrors(values({ allergies: 'Peanuts', allergySeverity: 'SEVERE', emergencyContactName: 'Max', emergencyContactPhone: '0611' }), q)).toEqual({});
    expect(answerErrors(values(), asking('emergencyContactName', 'emergencyContactPhone'))).toEqual({ emergencyContactName: 'emergencyContactRequired', emergencyContactPhone: 'emergencyContactRequired' });
    expect(answerErrors(values({ eventAvailability: false }), q)).toEqual({ availability: 'availabilityRequired' });
    expect(answerErrors(values({ eventAvailability: false, setupAvailability: true, departureDateTime: '' }), q)).toEqual({});
    // Setup not asked: it does not count.
    expect(answerErrors(values({ eventAvailability: false, setupAvailability: true, departureDateTime: '' }), asking())).toEqual({ availability: 'availabilityRequired' });
    expect(answerErrors(values({ eventAvailability: false, teardownAvailability: true, departureDateTime: '' }), asking('teardownAvailability'))).toEqual({ departureDateTime: 'departureRequired' });
    expect(answerErrors(values({ arrivalDateTime: '', departureDateTime: '' }), q)).toEqual({ arrivalDateTime: 'arrivalRequired', departureDateTime: 'departureRequired' });
    expect(answerErrors(values({ departureDateTime: values().arrivalDateTime }), q)).toEqual({ departureDateTime: 'departureBeforeArrival' });
  });
});
