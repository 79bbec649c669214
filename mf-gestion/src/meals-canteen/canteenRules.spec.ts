import { answerFromCopy, copyOutcome, loudAllergy, markEatenInCopy, mealOutcomeColor, searchMealCopy } from './canteenRules';
import { mealCopy, mealCopyPerson } from './testing/canteenFixtures';

describe('canteenRules', () => {
  it("answers the copy's refusal before anything else, then already eaten, then eligible", () => {
    expect(copyOutcome(mealCopyPerson({ s: 'TICKET_REFUNDED', e: '2027-05-14T10:00:00Z' }))).toBe('TICKET_REFUNDED');
    expect(copyOutcome(mealCopyPerson({ e: '2027-05-14T10:00:00Z' }))).toBe('ALREADY_EATEN');
    expect(copyOutcome(mealCopyPerson())).toBe('ELIGIBLE');
    const declined = answerFromCopy(mealCopy(), mealCopyPerson({ s: 'NOT_ELIGIBLE', w: 'DECLINED' }));
    expect([declined.outcome, declined.refusal]).toEqual(['NOT_ELIGIBLE', 'DECLINED']);
  });

  it('answers UNKNOWN, revealing nothing, for a code the copy does not hold', () => {
    expect(answerFromCopy(mealCopy(), undefined)).toMatchObject({ outcome: 'UNKNOWN', person: null, previous: null });
  });

  it('marks a plate served in the copy, and back after an undo', () => {
    const served = markEatenInCopy(mealCopy(), 'VOLUNTEER', 41, '2027-05-14T10:05:00Z');
    expect(answerFromCopy(served, served.people[0])).toMatchObject({ outcome: 'ALREADY_EATEN', previous: { at: '2027-05-14T10:05:00Z' } });
    expect(copyOutcome(markEatenInCopy(served, 'VOLUNTEER', 41, null).people[0]!)).toBe('ELIGIBLE');
    expect(markEatenInCopy(mealCopy(), 'TICKET', 41, '2027-05-14T10:05:00Z').people[0]!.e).toBeNull();
  });

  it('is loud for SEVERE and CRITICAL allergies only', () => {
    expect([null, 'LIGHT', 'MODERATE', 'SEVERE', 'CRITICAL'].map((s) => loudAllergy(s as never))).toEqual([false, false, false, true, true]);
  });

  it('colours each outcome', () => {
    expect(['ELIGIBLE', 'ALREADY_EATEN', 'UNKNOWN', 'NOT_ELIGIBLE', 'TICKET_REFUNDED'].map((o) => mealOutcomeColor(o as never))).toEqual(['green', 'orange', 'gray', 'red', 'red']);
  });

  it('searches the copy by the words of a name, accents and case ignored', () => {
    const copy = mealCopy({ people: [mealCopyPerson(), mealCopyPerson({ i: 42, n: 'Zoé Lefèvre', e: '2027-05-14T10:00:00Z' })] });
    expect(searchMealCopy(copy, 'zoe lefe')).toEqual([{ kind: 'VOLUNTEER', subjectId: 42, name: 'Zoé Lefèvre', detail: null, outcome: 'ALREADY_EATEN', refusal: null }]);
  });
});
