import { toLocalInput } from '@festival/ui';
import { ASK_FLAGS, pageBody, pageValues, questionsBody, questionsValues, validatePage, validateQuestions, type PageValues } from './settingsRules';

const settings = {
  volunteersMode: 'INTERNAL' as const,
  volunteersOpen: true,
  volunteersDescription: null,
  volunteersExternalUrl: null,
  volunteersSetupStartDate: '2027-05-12T08:00:00.000Z',
  volunteersTeardownEndDate: null,
  volunteersUpdatedAt: null,
  selfSignUp: false,
  minRestMinutes: 60,
  maxDayMinutes: 600,
  ...Object.fromEntries(ASK_FLAGS.map((f) => [f, f === 'volunteersAskDiet'])),
} as Parameters<typeof questionsValues>[0];
const edition = { startDate: '2027-05-14', endDate: '2027-05-17' };
const page = (over: Partial<PageValues> = {}): PageValues => ({ ...pageValues(settings), ...over });

describe('volunteer settings rules', () => {
  it('reads and writes the 14 questions and the limits', () => {
    const v = questionsValues(settings);
    expect(v.volunteersAskDiet).toBe(true);
    expect(v.volunteersAskPets).toBe(false);
    const body = questionsBody({ ...v, minRestMinutes: '45' });
    expect(body).toMatchObject({ volunteersAskDiet: true, minRestMinutes: 45, maxDayMinutes: 600, selfSignUp: false });
    expect(Object.keys(body)).toHaveLength(17);
  });

  it('keeps the limits within the server bounds', () => {
    expect(validateQuestions(questionsValues(settings))).toEqual({});
    expect(validateQuestions({ ...questionsValues(settings), minRestMinutes: -1, maxDayMinutes: 30 })).toEqual({ minRestMinutes: 'range', maxDayMinutes: 'range' });
    expect(validateQuestions({ ...questionsValues(settings), minRestMinutes: '', maxDayMinutes: 1.5 })).toEqual({ minRestMinutes: 'range', maxDayMinutes: 'range' });
  });

  it('converts the page settings both ways (empty clears)', () => {
    const v = pageValues(settings);
    expect(v.volunteersSetupStartDate).toBe(toLocalInput('2027-05-12T08:00:00.000Z'));
    expect(pageBody({ ...v, volunteersDescription: '  ', volunteersTeardownEndDate: '' })).toMatchObject({
      volunteersDescription: null,
      volunteersTeardownEndDate: null,
      volunteersSetupStartDate: '2027-05-12T08:00:00.000Z',
    });
  });

  it('mirrors the server: external link, setup and teardown dates', () => {
    expect(validatePage(page(), edition)).toEqual({});
    expect(validatePage(page({ volunteersMode: 'EXTERNAL' }), edition)).toEqual({ volunteersExternalUrl: 'externalUrlRequired' });
    expect(validatePage(page({ volunteersExternalUrl: 'javascript:alert(1)' }), edition)).toEqual({ volunteersExternalUrl: 'invalidUrl' });
    expect(validatePage(page({ volunteersSetupStartDate: toLocalInput('2027-05-15T00:00:00.000Z') }), edition)).toEqual({ volunteersSetupStartDate: 'setupAfterStart' });
    expect(validatePage(page({ volunteersTeardownEndDate: toLocalInput('2027-05-16T12:00:00.000Z') }), edition)).toEqual({ volunteersTeardownEndDate: 'teardownBeforeEnd' });
    const oneDay = { startDate: '2027-05-14', endDate: '2027-05-14' };
    expect(
      validatePage(page({ volunteersSetupStartDate: toLocalInput('2027-05-14T20:00:00.000Z'), volunteersTeardownEndDate: toLocalInput('2027-05-14T10:00:00.000Z') }), oneDay),
    ).toEqual({ volunteersTeardownEndDate: 'teardownBeforeSetup' });
  });
});
