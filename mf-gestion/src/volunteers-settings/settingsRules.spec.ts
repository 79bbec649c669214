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
/** In Lyon: UTC+2 in May. */
const edition = { startDate: '2027-05-14', endDate: '2027-05-17', timeZone: 'Europe/Paris' };
const page = (over: Partial<PageValues> = {}): PageValues => ({ ...pageValues(settings, edition.timeZone), ...over });

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
    const v = pageValues(settings, edition.timeZone);
    expect(v.volunteersSetupStartDate).toBe('2027-05-12T10:00');
    expect(pageValues(settings, 'UTC').volunteersSetupStartDate).toBe('2027-05-12T08:00');
    expect(pageBody({ ...v, volunteersDescription: '  ', volunteersTeardownEndDate: '' }, edition.timeZone)).toMatchObject({
      volunteersDescription: null,
      volunteersTeardownEndDate: null,
      volunteersSetupStartDate: '2027-05-12T08:00:00.000Z',
    });
  });

  it('mirrors the server: external link, setup and teardown dates (the edition’s days, on its clocks)', () => {
    expect(validatePage(page(), edition)).toEqual({});
    expect(validatePage(page({ volunteersMode: 'EXTERNAL' }), edition)).toEqual({ volunteersExternalUrl: 'externalUrlRequired' });
    expect(validatePage(page({ volunteersExternalUrl: 'javascript:alert(1)' }), edition)).toEqual({ volunteersExternalUrl: 'invalidUrl' });
    expect(validatePage(page({ volunteersSetupStartDate: '2027-05-14T23:59' }), edition)).toEqual({});
    expect(validatePage(page({ volunteersSetupStartDate: '2027-05-15T00:00' }), edition)).toEqual({ volunteersSetupStartDate: 'setupAfterStart' });
    expect(validatePage(page({ volunteersTeardownEndDate: '2027-05-17T00:00' }), edition)).toEqual({});
    expect(validatePage(page({ volunteersTeardownEndDate: '2027-05-16T23:59' }), edition)).toEqual({ volunteersTeardownEndDate: 'teardownBeforeEnd' });
    const oneDay = { startDate: '2027-05-14', endDate: '2027-05-14', timeZone: 'UTC' };
    expect(validatePage(page({ volunteersSetupStartDate: '2027-05-14T20:00', volunteersTeardownEndDate: '2027-05-14T10:00' }), oneDay)).toEqual({ volunteersTeardownEndDate: 'teardownBeforeSetup' });
  });
});
