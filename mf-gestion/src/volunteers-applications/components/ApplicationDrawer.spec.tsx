/** @dom */
import { configure } from '@testing-library/react';
import type { Schemas } from '@festival/api-client';
import { draw, gate, refusal, screen, serveApi, waitFor, within, type ApiAnswer, type ApiCall, type ServedApi } from '@festival/ui/testing';
import { ApplicationDrawer } from './ApplicationDrawer';

// A drawer's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

type Detail = Schemas['ApplicationDetailDto'];

const TEAMS = [
  { id: 1, name: 'Bar', color: '#228be6' },
  { id: 2, name: 'Gate', color: '#40c057' },
];

const answers = Object.fromEntries(
  ['allergies', 'allergySeverity', 'arrivalDateTime', 'avoidList', 'companionName', 'departureDateTime', 'dietaryPreference', 'emergencyContactName', 'emergencyContactPhone']
    .concat(['eventAvailability', 'experienceDetails', 'hasExperience', 'hasMinors', 'hasPets', 'hasVehicle', 'minorsDetails', 'petsDetails', 'setupAvailability', 'skills'])
    .concat(['teamPreferences', 'teardownAvailability', 'timePreferences', 'vehicleDetails'])
    .map((f) => [f, null]),
);

const detailOf = (d: Partial<Detail>): Detail => ({
  ...(answers as object),
  id: 5,
  status: 'PENDING',
  source: 'FORM',
  addedAt: '2027-03-01T10:00:00.000Z',
  addedBy: null,
  decidedAt: null,
  acceptanceNote: null,
  askedFields: ['motivation', 'allergies'],
  motivation: 'I juggle clubs.',
  allergies: 'Peanuts',
  user: { id: 40, pseudo: 'ada', prenom: 'Ada', nom: 'Lovelace', email: 'ada@example.org', phone: null },
  userSnapshotPhone: null,
  teams: [],
  slots: [],
  ...d,
} as Detail);

/** The answers the server's rules require of an application (a severity with allergies, an availability, arrival and departure). */
const COMPLETE: Partial<Detail> = { allergySeverity: 'LIGHT', eventAvailability: true, arrivalDateTime: '2027-05-14T08:00:00.000Z', departureDateTime: '2027-05-16T18:00:00.000Z' };

let server: ServedApi;
afterEach(() => server.close());

const DETAIL_PATH = '/api/editions/7/volunteers/applications/5';
const changes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));

/** The API holding one application; `answer` may answer a request first (a refusal, an answer held back). */
function start(initial: Detail, answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  let detail = initial;
  return serveApi((call) => {
    const given = answer(call);
    if (given) return given;
    if (call.method === 'GET' && call.path === DETAIL_PATH) return { body: detail };
    if (call.method === 'PATCH' && call.path === `${DETAIL_PATH}/status`) {
      const { status, acceptanceNote } = call.body as { status: Detail['status']; acceptanceNote?: string | null };
      detail = { ...detail, status, acceptanceNote: acceptanceNote ?? detail.acceptanceNote, teams: status === 'ACCEPTED' ? detail.teams : [] };
      return { body: detail };
    }
    if (call.method === 'PATCH' && call.path === DETAIL_PATH) {
      detail = { ...detail, ...(call.body as Partial<Detail>) };
      return { body: detail };
    }
    return undefined;
  });
}

function open({ canManage = true } = {}) {
  return draw(<ApplicationDrawer editionId={7} applicationId={5} teams={TEAMS} canManage={canManage} timeZone="Europe/Paris" onClose={() => {}} />);
}

describe('ApplicationDrawer', () => {
  it('shows that the application is loading, then the person and their answers', async () => {
    const held = gate();
    server = await start(detailOf({}), (call) => (call.method === 'GET' ? { body: detailOf({}), until: held.until } : undefined));
    open();
    const drawer = await screen.findByRole('dialog', { name: 'Application' });
    expect(within(drawer).getByText('Loading…')).toBeInTheDocument();
    held.open();
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('I juggle clubs.')).toBeInTheDocument();
    expect(screen.getByText('Peanuts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada@example.org' })).toHaveAttribute('href', 'mailto:ada@example.org');
  });

  it('says the application could not be read, and reads it again on retry', async () => {
    let failing = true;
    server = await start(detailOf({}), (call) => (call.method === 'GET' && failing ? refusal(503, 'DATABASE_UNAVAILABLE', 'The service is busy, try again in a moment.') : undefined));
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The service is busy, try again in a moment.')).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('I juggle clubs.')).toBeInTheDocument();
  });

  it('accepts after asking, with the note to the volunteer', async () => {
    server = await start(detailOf({}));
    const { user } = open();
    const note = await screen.findByRole('textbox', { name: 'Note to the volunteer' });
    await user.type(note, 'See you at the gate.');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept' });
    expect(within(confirm).getByText('Confirm the decision for Ada Lovelace? They will be notified.')).toBeInTheDocument();
    expect(changes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'PATCH', path: `${DETAIL_PATH}/status`, body: { status: 'ACCEPTED', acceptanceNote: 'See you at the gate.' } }]);
  });

  it('names the teams and slots a volunteer loses before taking them back to pending', async () => {
    const slot = { id: 3, title: 'Bar evening', teamId: 1, teamName: 'Bar', startDateTime: '2027-05-15T18:00:00.000Z', endDateTime: '2027-05-15T22:00:00.000Z' };
    server = await start(detailOf({ status: 'ACCEPTED', teams: [{ ...TEAMS[0]!, isLeader: false }], slots: [slot] }));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Back to pending' }));
    const confirm = await screen.findByRole('dialog', { name: 'Back to pending' });
    expect(within(confirm).getByText('The volunteer will be removed from:')).toBeInTheDocument();
    expect(within(confirm).getByText('team Bar')).toBeInTheDocument();
    expect(within(confirm).getByText(/slot Bar evening \(Bar\)/)).toBeInTheDocument();
  });

  it('shows a refused decision in the server’s words and keeps the application as it was', async () => {
    server = await start(detailOf({}), (call) =>
      call.method === 'PATCH' ? refusal(409, 'APPLICATION_CHANGED', 'The application was changed meanwhile: look again before deciding.') : undefined,
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reject' })).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The application was changed meanwhile: look again before deciding.')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('sends only the answers corrected, and puts the server’s field messages on their fields', async () => {
    let refuse = true;
    server = await start(detailOf(COMPLETE), (call) =>
      call.method === 'PATCH' && refuse ? refusal(400, 'VALIDATION_FAILED', 'Validation failed', { allergies: ['At most 1000 characters.'] }) : undefined,
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Correct answers' }));
    const form = await screen.findByRole('form', { name: 'Correct answers' });
    const allergies = within(form).getByRole('textbox', { name: 'Allergies' });
    await user.clear(allergies);
    await user.type(allergies, 'Peanuts, kiwi');
    await user.click(within(form).getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    await waitFor(() => expect(allergies).toHaveAccessibleDescription('At most 1000 characters.'));
    expect(within(form).getByText('Please fix the marked fields.')).toBeInTheDocument();
    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText('Peanuts, kiwi')).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: 'PATCH', path: DETAIL_PATH, body: { allergies: 'Peanuts, kiwi' } },
      { method: 'PATCH', path: DETAIL_PATH, body: { allergies: 'Peanuts, kiwi' } },
    ]);
  });

  it('offers no decision nor correction to a team leader who only reads', async () => {
    server = await start(detailOf({ status: 'ACCEPTED', teams: [{ ...TEAMS[1]!, isLeader: true }] }));
    open({ canManage: false });
    expect(await screen.findByText('I juggle clubs.')).toBeInTheDocument();
    expect(screen.getByText('Gate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to pending' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct answers' })).not.toBeInTheDocument();
  });
});
