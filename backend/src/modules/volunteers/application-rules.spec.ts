import {
  ANSWER_FIELDS,
  applicationErrors,
  canMove,
  changedAnswers,
  isAsked,
  leavesAccepted,
  normalizeAnswers,
  QUESTION_FIELDS,
  settingsErrors,
  type ApplicationAnswers,
  type ApplicationContext,
} from './application-rules';
import { volunteerPeriod } from './planning-rules';
import { AllergySeverity, ApplicationStatus, VOLUNTEER_ASK_FLAGS, VolunteersMode, type VolunteerAskFlags } from './volunteer-fields';

const none = Object.fromEntries(VOLUNTEER_ASK_FLAGS.map((f) => [f, false])) as VolunteerAskFlags;
const all = Object.fromEntries(VOLUNTEER_ASK_FLAGS.map((f) => [f, true])) as VolunteerAskFlags;
const edition = { startDate: '2027-05-14', endDate: '2027-05-17', timeZone: 'UTC' };
const period = volunteerPeriod(edition, null);

const ctx = (over: Partial<ApplicationContext> = {}): ApplicationContext => ({ asks: none, period, teamIds: [1, 2], profile: { phone: '0600000000', nom: 'Martin', prenom: 'Camille' }, ...over });
const valid = (over: Partial<ApplicationAnswers> = {}, asks = none): ApplicationAnswers =>
  normalizeAnswers({ eventAvailability: true, arrivalDateTime: '2027-05-14T10:00:00.000Z', departureDateTime: '2027-05-17T18:00:00.000Z', ...over }, asks);
const fields = (errors: Record<string, unknown>) => Object.keys(errors).sort();

describe('application rules: which answers are kept', () => {
  it('maps every question toggle to answer fields, each answer field to at most one toggle', () => {
    expect(Object.keys(QUESTION_FIELDS).sort()).toEqual([...VOLUNTEER_ASK_FLAGS].sort());
    const owned = Object.values(QUESTION_FIELDS).flat();
    expect(new Set(owned).size).toBe(owned.length);
    for (const f of owned) expect(ANSWER_FIELDS).toContain(f);
  });

  it('always asks motivation, event availability, arrival and departure; the rest only when switched on', () => {
    for (const f of ['motivation', 'eventAvailability', 'arrivalDateTime', 'departureDateTime'] as const) expect(isAsked(f, none)).toBe(true);
    for (const [flag, list] of Object.entries(QUESTION_FIELDS)) {
      for (const f of list) {
        expect(isAsked(f, none)).toBe(false);
        expect(isAsked(f, { ...none, [flag]: true })).toBe(true);
      }
    }
  });

  it('asks for the emergency contact with a severe or critical allergy even when its question is off', () => {
    const asks = { ...none, volunteersAskAllergies: true };
    expect(isAsked('emergencyContactName', asks, { allergySeverity: AllergySeverity.SEVERE })).toBe(true);
    expect(isAsked('emergencyContactPhone', asks, { allergySeverity: AllergySeverity.CRITICAL })).toBe(true);
    expect(isAsked('emergencyContactName', asks, { allergySeverity: AllergySeverity.MODERATE })).toBe(false);
    expect(isAsked('emergencyContactName', none, { allergySeverity: AllergySeverity.SEVERE })).toBe(false);
  });

  it('stores null for questions that are off, empty texts and empty lists', () => {
    const a = normalizeAnswers({ dietaryPreference: 'VEGAN' as never, skills: 'juggling', motivation: '  ', timePreferences: [], eventAvailability: true }, none);
    expect(a.dietaryPreference).toBeNull();
    expect(a.skills).toBeNull();
    expect(a.motivation).toBeNull();
    const b = normalizeAnswers({ skills: 'juggling', timePreferences: [] }, all);
    expect(b.skills).toBe('juggling');
    expect(b.timePreferences).toBeNull();
  });

  it('drops the details of a "no" and keeps those of a "yes"', () => {
    const a = normalizeAnswers({ hasPets: false, petsDetails: 'a dog', hasVehicle: true, vehicleDetails: 'van' }, all);
    expect(a.petsDetails).toBeNull();
    expect(a.vehicleDetails).toBe('van');
  });

  it('reads a left-out availability as no when it is asked, null when it is not', () => {
    expect(normalizeAnswers({}, none)).toMatchObject({ eventAvailability: false, setupAvailability: null, teardownAvailability: null });
    expect(normalizeAnswers({}, all)).toMatchObject({ eventAvailability: false, setupAvailability: false, teardownAvailability: false });
  });
});

describe('application rules: validity', () => {
  it('accepts a complete application', () => {
    expect(applicationErrors(valid(), ctx())).toEqual({});
  });

  it('requires phone, last and first name only when the profile lacks them (the form may give them)', () => {
    const gaps = ctx({ profile: { phone: null, nom: '', prenom: ' ' } });
    expect(fields(applicationErrors(valid(), gaps))).toEqual(['nom', 'phone', 'prenom']);
    expect(applicationErrors(valid(), gaps, { phone: '0611223344', nom: 'Durand', prenom: 'Léa' })).toEqual({});
    expect(applicationErrors(valid(), ctx({ profile: null }))).toEqual({});
  });

  it('needs a severity for allergies, and allergies for a severity', () => {
    const asks = { ...none, volunteersAskAllergies: true };
    expect(fields(applicationErrors(valid({ allergies: 'peanuts' }, asks), ctx({ asks })))).toEqual(['allergySeverity']);
    expect(fields(applicationErrors(valid({ allergySeverity: AllergySeverity.LIGHT }, asks), ctx({ asks })))).toEqual(['allergies']);
    expect(applicationErrors(valid({ allergies: 'peanuts', allergySeverity: AllergySeverity.MODERATE }, asks), ctx({ asks }))).toEqual({});
  });

  it('makes the emergency contact mandatory for severe or critical allergies', () => {
    const asks = { ...none, volunteersAskAllergies: true };
    for (const severity of [AllergySeverity.SEVERE, AllergySeverity.CRITICAL]) {
      expect(fields(applicationErrors(valid({ allergies: 'bees', allergySeverity: severity }, asks), ctx({ asks })))).toEqual(['emergencyContactName', 'emergencyContactPhone']);
      expect(applicationErrors(valid({ allergies: 'bees', allergySeverity: severity, emergencyContactName: 'Ana', emergencyContactPhone: '0611' }, asks), ctx({ asks }))).toEqual({});
    }
  });

  it('makes the emergency contact mandatory when its question is on', () => {
    const asks = { ...none, volunteersAskEmergencyContact: true };
    expect(fields(applicationErrors(valid({ emergencyContactName: 'Ana' }, asks), ctx({ asks })))).toEqual(['emergencyContactPhone']);
    expect(fields(applicationErrors(valid({}, asks), ctx({ asks })))).toEqual(['emergencyContactName', 'emergencyContactPhone']);
  });

  it('needs at least one availability, counting setup and teardown only when asked', () => {
    expect(fields(applicationErrors(valid({ eventAvailability: false }), ctx()))).toEqual(['availability']);
    // Setup given while not asked: dropped, so still none.
    expect(fields(applicationErrors(valid({ eventAvailability: false, setupAvailability: true }), ctx()))).toEqual(['availability']);
    const asks = { ...none, volunteersAskSetup: true, volunteersAskTeardown: true };
    expect(applicationErrors(valid({ eventAvailability: false, setupAvailability: true, departureDateTime: null }, asks), ctx({ asks }))).toEqual({});
    expect(applicationErrors(valid({ eventAvailability: false, teardownAvailability: true }, asks), ctx({ asks }))).toEqual({});
  });

  it('requires the arrival always, the departure with event or teardown availability', () => {
    expect(fields(applicationErrors(valid({ arrivalDateTime: null }), ctx()))).toEqual(['arrivalDateTime']);
    expect(fields(applicationErrors(valid({ departureDateTime: null }), ctx()))).toEqual(['departureDateTime']);
    const asks = { ...none, volunteersAskSetup: true, volunteersAskTeardown: true };
    expect(fields(applicationErrors(valid({ eventAvailability: false, teardownAvailability: true, departureDateTime: null }, asks), ctx({ asks })))).toEqual(['departureDateTime']);
  });

  it('wants the departure after the arrival', () => {
    const e = applicationErrors(valid({ arrivalDateTime: '2027-05-15T10:00:00.000Z', departureDateTime: '2027-05-15T10:00:00.000Z' }), ctx());
    expect(e).toEqual({ departureDateTime: [{ key: 'errors.volunteers.departureBeforeArrival' }] });
    expect(fields(applicationErrors(valid({ arrivalDateTime: '2027-05-16T10:00:00.000Z', departureDateTime: '2027-05-15T10:00:00.000Z' }), ctx()))).toEqual(['departureDateTime']);
  });

  it('keeps arrival and departure within the volunteer period (the edition’s days, or setup start to teardown end)', () => {
    // The last day is all in: leaving at midnight after it too.
    expect(applicationErrors(valid({ arrivalDateTime: '2027-05-14T00:00:00.000Z', departureDateTime: '2027-05-18T00:00:00.000Z' }), ctx())).toEqual({});
    expect(fields(applicationErrors(valid({ arrivalDateTime: '2027-05-13T23:59:00.000Z' }), ctx()))).toEqual(['arrivalDateTime']);
    expect(fields(applicationErrors(valid({ departureDateTime: '2027-05-18T00:01:00.000Z' }), ctx()))).toEqual(['departureDateTime']);
    const wide = volunteerPeriod(edition, { volunteersSetupStartDate: new Date('2027-05-10T08:00:00Z'), volunteersTeardownEndDate: new Date('2027-05-20T20:00:00Z') });
    expect(applicationErrors(valid({ arrivalDateTime: '2027-05-10T08:00:00.000Z', departureDateTime: '2027-05-20T20:00:00.000Z' }), ctx({ period: wide }))).toEqual({});
    expect(fields(applicationErrors(valid({ arrivalDateTime: '2027-05-10T07:59:00.000Z' }), ctx({ period: wide })))).toEqual(['arrivalDateTime']);
  });

  it('takes only team preferences among the allowed teams', () => {
    const asks = { ...none, volunteersAskTeamPreferences: true };
    expect(applicationErrors(valid({ teamPreferences: [2, 1] }, asks), ctx({ asks }))).toEqual({});
    expect(fields(applicationErrors(valid({ teamPreferences: [1, 3] }, asks), ctx({ asks })))).toEqual(['teamPreferences']);
    // Not asked: ignored.
    expect(applicationErrors(valid({ teamPreferences: [99] }), ctx())).toEqual({});
  });
});

describe('application rules: decisions', () => {
  const { PENDING, ACCEPTED, REJECTED } = ApplicationStatus;
  it('moves PENDING to ACCEPTED or REJECTED, and either back to PENDING only', () => {
    const allowed = [
      [PENDING, ACCEPTED],
      [PENDING, REJECTED],
      [ACCEPTED, PENDING],
      [REJECTED, PENDING],
    ].map((p) => p.join('>'));
    for (const from of [PENDING, ACCEPTED, REJECTED]) {
      for (const to of [PENDING, ACCEPTED, REJECTED]) expect(canMove(from, to)).toBe(allowed.includes(`${from}>${to}`));
    }
  });

  it('takes a volunteer out of teams and slots only when they leave ACCEPTED', () => {
    expect(leavesAccepted(ACCEPTED, PENDING)).toBe(true);
    expect(leavesAccepted(ACCEPTED, REJECTED)).toBe(true);
    expect(leavesAccepted(PENDING, ACCEPTED)).toBe(false);
    expect(leavesAccepted(REJECTED, PENDING)).toBe(false);
  });

  it('lists the answers a correction changed, in the form order', () => {
    const before = valid({ skills: 'juggling' }, all);
    expect(changedAnswers(before, before)).toEqual([]);
    expect(changedAnswers(before, { ...before, skills: 'fire', arrivalDateTime: '2027-05-15T10:00:00.000Z', timePreferences: ['MORNING'] })).toEqual(['timePreferences', 'skills', 'arrivalDateTime']);
  });
});

describe('application rules: settings', () => {
  const base = { volunteersMode: VolunteersMode.INTERNAL, volunteersExternalUrl: null, volunteersSetupStartDate: null, volunteersTeardownEndDate: null };
  it('needs the external link in EXTERNAL mode', () => {
    expect(fields(settingsErrors({ ...base, volunteersMode: VolunteersMode.EXTERNAL }, edition))).toEqual(['volunteersExternalUrl']);
    expect(settingsErrors({ ...base, volunteersMode: VolunteersMode.EXTERNAL, volunteersExternalUrl: 'https://x.org' }, edition)).toEqual({});
    expect(settingsErrors(base, edition)).toEqual({});
  });

  it('starts setup on or before the first day and ends teardown on or after the last day (on the edition’s clocks)', () => {
    expect(settingsErrors({ ...base, volunteersSetupStartDate: new Date('2027-05-14T23:59:00Z') }, edition)).toEqual({});
    expect(fields(settingsErrors({ ...base, volunteersSetupStartDate: new Date('2027-05-15T00:00:00Z') }, edition))).toEqual(['volunteersSetupStartDate']);
    expect(settingsErrors({ ...base, volunteersTeardownEndDate: new Date('2027-05-17T00:00:00Z') }, edition)).toEqual({});
    expect(fields(settingsErrors({ ...base, volunteersTeardownEndDate: new Date('2027-05-16T23:59:00Z') }, edition))).toEqual(['volunteersTeardownEndDate']);
    // In Lyon (UTC+2) the first day ends at 22:00 UTC and the last one starts at 22:00 UTC the day before.
    const lyon = { ...edition, timeZone: 'Europe/Paris' };
    expect(settingsErrors({ ...base, volunteersSetupStartDate: new Date('2027-05-14T21:59:00Z') }, lyon)).toEqual({});
    expect(fields(settingsErrors({ ...base, volunteersSetupStartDate: new Date('2027-05-14T22:00:00Z') }, lyon))).toEqual(['volunteersSetupStartDate']);
    expect(settingsErrors({ ...base, volunteersTeardownEndDate: new Date('2027-05-16T22:00:00Z') }, lyon)).toEqual({});
    expect(fields(settingsErrors({ ...base, volunteersTeardownEndDate: new Date('2027-05-16T21:59:00Z') }, lyon))).toEqual(['volunteersTeardownEndDate']);
  });

  it('wants the setup start before the teardown end', () => {
    const oneDay = { startDate: '2027-05-14', endDate: '2027-05-14', timeZone: 'UTC' };
    const e = settingsErrors({ ...base, volunteersSetupStartDate: new Date('2027-05-14T20:00:00Z'), volunteersTeardownEndDate: new Date('2027-05-14T10:00:00Z') }, oneDay);
    expect(e).toEqual({ volunteersTeardownEndDate: [{ key: 'errors.volunteers.teardownBeforeSetup' }] });
  });
});
