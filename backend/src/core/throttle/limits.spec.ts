import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMIT_EXTENSION, rulesText } from './limited';
import { LIMITS, type LimitName } from './limits';

const root = join(__dirname, '..', '..', '..', '..');
/** The committed OpenAPI document: `npm test` checks it is the one the server generates (api:check). */
const doc = JSON.parse(readFileSync(join(root, 'libs', 'api-client', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

/**
 * The POSTs that have no limit, each with why. A new POST must either name its limit
 * (`@Limited(...)`, from core/throttle/limits.ts) or come here with its reason.
 */
const WITHOUT_LIMIT: Record<string, string> = {
  // Writes nothing, or only what is the caller's own and replaced, not added.
  'POST /api/auth/logout': "ends the caller's own session",
  'POST /api/auth/reset-password': 'a single-use 256-bit token, which cannot be guessed; a wrong one writes nothing',
  'POST /api/notifications/push/check': 'reads whether a subscription is active',
  'POST /api/notifications/push/unsubscribe': "removes the caller's own subscription",
  'POST /api/editions/{id}/volunteers/messages/{groupId}/confirm': 'a recipient confirms a message once (one row per recipient)',
  'POST /api/editions/{id}/volunteers/calendar-token': "replaces the caller's own calendar address",
  'POST /api/editions/{id}/calendar-feed': "the caller's own calendar address (one per user)",
  'POST /api/editions/{id}/calendar-feed/renew': "replaces the caller's own calendar address",
  'POST /api/shows/calendar-feed': "the caller's own calendar address (one per user)",
  'POST /api/shows/calendar-feed/renew': "replaces the caller's own calendar address",
  // Bounded by what they write into: a slot's needed count, a booking's states.
  'POST /api/editions/{id}/volunteers/slots/{slotId}/self': "a volunteer takes a slot: one per slot, within the slot's needed count",
  'POST /api/editions/{id}/carpool/offers/{offerId}/bookings/{bookingId}/accept': 'moves an existing booking once through its states',
  'POST /api/editions/{id}/carpool/offers/{offerId}/bookings/{bookingId}/reject': 'moves an existing booking once through its states',
  'POST /api/editions/{id}/carpool/offers/{offerId}/bookings/{bookingId}/cancel': 'moves an existing booking once through its states',
  // The team of a convention or edition, on its own convention or edition: organisers answer for
  // what they write, and it reaches no one outside their team (the group messages, which reach
  // every volunteer, have their limit).
  'POST /api/conventions/{id}/collaborators': 'the convention team (manage collaborators)',
  'POST /api/conventions/{id}/archive': 'the convention team (edit convention)',
  'POST /api/conventions/{id}/unarchive': 'the convention team (edit convention)',
  'POST /api/conventions/{id}/logo': 'the convention team (edit convention); replaces the logo',
  'POST /api/conventions/{id}/editions': 'the convention team (add edition)',
  'POST /api/editions/{id}/image': 'the edition team (edit); replaces the poster',
  'POST /api/editions/{id}/volunteers/applications/manual': 'the edition team (manage volunteers)',
  'POST /api/editions/{id}/volunteers/teams': 'the edition team (manage volunteers)',
  'POST /api/editions/{id}/volunteers/slots': 'the edition team (manage volunteers, team leaders)',
  'POST /api/editions/{id}/volunteers/slots/copy-day': 'the edition team (manage volunteers, team leaders)',
  'POST /api/editions/{id}/volunteers/slots/{slotId}/assignments': "the edition team (manage volunteers, team leaders), within the slot's needed count",
  'POST /api/editions/{id}/volunteers/slots/{slotId}/assignments/{userId}/move': "the edition team (manage volunteers, team leaders); moves an existing assignment, within the slot's needed count",
  'POST /api/editions/{id}/ticketing/tiers': 'the edition team (manage ticketing)',
  'POST /api/editions/{id}/ticketing/quotas': 'the edition team (manage ticketing)',
  'POST /api/editions/{id}/ticketing/options': 'the edition team (manage ticketing)',
  'POST /api/editions/{id}/ticketing/custom-fields': 'the edition team (manage ticketing)',
  'POST /api/editions/{id}/ticketing/returnable-items': 'the edition team (manage ticketing)',
  'POST /api/editions/{id}/ticketing/external/test': 'the edition team (manage ticketing); one call to the provider',
  'POST /api/editions/{id}/ticketing/sync': 'the edition team (manage ticketing); one run at a time per edition',
  'POST /api/editions/{id}/ticketing/sync/cancel': 'the edition team (manage ticketing); stops the one run under way',
  'POST /api/editions/{id}/ticketing/orders': 'the edition team (manage ticketing), within the quotas',
  'POST /api/editions/{id}/ticketing/orders/{orderId}/cancel': 'the edition team (manage ticketing); once per order',
  'POST /api/editions/{id}/artists': 'the edition team (manage artists)',
  'POST /api/editions/{id}/shows': 'the edition team (manage artists)',
  'POST /api/editions/{id}/workshop-locations': 'the edition team (edit)',
  // The gate: a throttle would add a round trip to every scan at the queue, and would guard nothing.
  'POST /api/editions/{id}/gate/check': 'gate right holders only (scanAtGate); codes are secrets a guess cannot find; writes nothing',
  'POST /api/editions/{id}/gate/entries': 'gate right holders only (scanAtGate); codes are secrets; one entry per person is the database guard, a client id counts once',
  'POST /api/editions/{id}/gate/entries/sync': 'gate right holders only (scanAtGate); at most GATE_SYNC_MAX entries, each through the same guarded insert',
  'POST /api/editions/{id}/gate/entries/{entryId}/undo': 'gate right holders only (scanAtGate); once per entry in force (row lock)',
  // The meal grid: the edition team's own grid, one per edition (its unique day and meal type), in one transaction.
  'POST /api/editions/{id}/meals/grid/sync': 'the edition team (manage meals); the grid of one edition, whose unique (day, meal type) adds each meal once',
  // The canteen: the gate's scans at a meal's checkpoint, for the same reasons.
  'POST /api/editions/{id}/meals/{mealId}/check': 'meal validators only (validateMeals); codes are secrets a guess cannot find; writes nothing',
  'POST /api/editions/{id}/meals/{mealId}/entries': 'meal validators only (validateMeals); codes are secrets; one validation per person and meal is the database guard, a client id counts once',
  'POST /api/editions/{id}/meals/{mealId}/entries/sync': 'meal validators only (validateMeals); at most GATE_SYNC_MAX entries, each through the same guarded insert',
  'POST /api/editions/{id}/meals/canteen/entries/{entryId}/undo': 'meal validators only (validateMeals); once per validation in force (row lock)',
  'POST /api/admin/notifications': 'a global administrator in admin mode',
};

function posts(): { op: string; limits: LimitName[] | undefined }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    ops.post ? [{ op: `POST ${path}`, limits: ops.post[LIMIT_EXTENSION] as LimitName[] | undefined }] : [],
  );
}

/** Every operation naming a limit, whatever its method (a PATCH may have one too). */
function limitedOps(): { op: string; limits: LimitName[] }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => (op[LIMIT_EXTENSION] ? [{ op: `${method.toUpperCase()} ${path}`, limits: op[LIMIT_EXTENSION] as LimitName[] }] : [])),
  );
}

function routesOf(name: LimitName): string[] {
  return limitedOps()
    .filter((p) => p.limits.includes(name))
    .map((p) => `\`${p.op.replace(/^(\w+) \/api/, '$1 ')}\``);
}

/** The README's table of limits, made from the list. */
function limitsTable(): string {
  const rows = (Object.keys(LIMITS) as LimitName[]).map((name) => {
    const spec: { counts: string; per?: string; setting?: string } = LIMITS[name];
    const rules = rulesText(name) + (spec.setting ? ` (\`${spec.setting}\`)` : '');
    return `| ${name} | ${spec.counts}${spec.per ? `, per ${spec.per}` : ''} | ${rules} | ${routesOf(name).join(', ')} |`;
  });
  return ['| limit | what is counted | at most | routes |', '|---|---|---|---|', ...rows].join('\n');
}

describe('every write has a limit', () => {
  it('gives every POST of the OpenAPI document a limit, or a reason on the allow-list', () => {
    const missing = posts().filter((p) => !p.limits?.length && !(p.op in WITHOUT_LIMIT));
    expect(missing.map((p) => p.op)).toEqual([]);
  });

  it('keeps the allow-list true: each entry is a POST of the document, and has no limit', () => {
    const byOp = new Map(posts().map((p) => [p.op, p]));
    expect(Object.keys(WITHOUT_LIMIT).filter((op) => !byOp.has(op))).toEqual([]);
    expect(Object.keys(WITHOUT_LIMIT).filter((op) => byOp.get(op)?.limits?.length)).toEqual([]);
  });

  it('names only limits of the list, and uses every limit of the list', () => {
    const named = new Set(limitedOps().flatMap((p) => p.limits));
    expect([...named].filter((name) => !(name in LIMITS))).toEqual([]);
    expect((Object.keys(LIMITS) as LimitName[]).filter((name) => !named.has(name))).toEqual([]);
  });

  it("lists every limit in the README's table (UPDATE_LIMITS_TABLE=1 rewrites it)", () => {
    const file = join(root, 'README.md');
    const readme = readFileSync(file, 'utf8');
    const [start, end] = ['<!-- limits:start -->\n', '\n<!-- limits:end -->'];
    expect(readme).toContain(start);
    const table = readme.slice(readme.indexOf(start) + start.length, readme.indexOf(end));
    if (process.env.UPDATE_LIMITS_TABLE && table !== limitsTable()) writeFileSync(file, readme.replace(start + table + end, start + limitsTable() + end));
    else expect(table).toBe(limitsTable());
  });
});
