// `npm run bench:canteen` (also run by `npm run bench`): issue 30's figures for validation at the
// canteen, on a server and a database of their own holding one meal with EATERS accepted volunteers
// (CANTEEN_BENCH_EATERS, 10,000 unless given: every request of a round a plate not yet served):
// (a) the validate request (POST …/meals/{mealId}/entries) of a meal-validation volunteer signed in
//     by a session cookie, whose shift runs now, against the raw floor (scripts/bench-gate-floor.mjs:
//     the code → volunteer lookup and the selection's guarded update on a bare Node server):
//     throughput of each, closed loop at the same concurrency, and the server's share of the floor;
// (b) an open loop at a steady 200 requests/s for 10 s: p50 / p99.
// Each figure is measured ROUNDS times (3), the median shown beside its goal. Between rounds the
// plates are taken back (meal validations deleted, selections not eaten, VACUUM ANALYZE). The
// harness is the gate's (bench-support.mjs); BENCH_NO_BUILD=1 skips the build.
import { randomUUID } from 'node:crypto';
import { checkpointBench, log, measureValidations, post, printFigures, volunteerOnShift } from './bench-support.mjs';

const EATERS = Number(process.env.CANTEEN_BENCH_EATERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLOSED_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.CANTEEN_BENCH_CONNECTIONS ?? 20);
const RATE = 200;
const OPEN_SECONDS = 10;
/** Issue 30's goals for the validation: ≥ 50 % of the raw floor, p99 < 25 ms at 200/s. */
const GOALS = { share: 0.5, p99: 25 };
const SECRET = 'bench-canteen-secret';
const DEVICE = 'bench-canteen-device';

async function main() {
  await checkpointBench('canteen', SECRET, async ({ base, client, editionId, organiserId, floor }) => {
    log(`filling one meal with ${EATERS.toLocaleString('en')} volunteers holding it…`);
    const { cookie, codes, mealId } = await fill(client, editionId, organiserId);

    const entries = `/api/editions/${editionId}/meals/${mealId}/entries`;
    const headers = { cookie, origin: base, 'content-type': 'application/json' };
    const first = await post(base, entries, headers, { code: codes[0], clientId: randomUUID(), deviceId: DEVICE });
    if (first.status !== 200 || first.body.outcome !== 'ELIGIBLE') throw new Error(`a first validation answered ${first.status} ${JSON.stringify(first.body)}`);
    const plate = (i) => JSON.stringify({ code: codes[i % codes.length], clientId: randomUUID(), deviceId: DEVICE });

    const rows = await measureValidations({
      base,
      floor: await floor(),
      path: entries,
      headers,
      bodyOf: plate,
      reset: () => takePlatesBack(client, editionId, mealId),
      rounds: ROUNDS,
      connections: CONNECTIONS,
      closedSeconds: CLOSED_SECONDS,
      rate: RATE,
      openSeconds: OPEN_SECONDS,
      goals: GOALS,
      what: {
        name: 'validate a meal',
        server: 'session, rights with the shift window, lookup, guarded insert marking the selection, answer',
        floor: 'bare Node server: code → volunteer, guarded update of the selection',
      },
    });
    printFigures(
      [
        `The canteen (issue 30): one meal held by ${EATERS.toLocaleString('en')} accepted volunteers; median of ${ROUNDS} rounds.`,
        'Validations by a meal-validation volunteer signed in with a session cookie, on a shift running now; every request a plate not yet served.',
      ],
      rows,
    );
  });
}

/**
 * The canteen, in SQL: today's lunch, EATERS accepted volunteers holding it (vegetarian, some with
 * an allergy, as a kitchen has them) with a cup to hand over, and a meal-validation team whose shift
 * runs now with its volunteer on it (the first volunteer: its session written straight into the
 * session table). Answers the volunteer's cookie, the meal and the eaters' codes in a scrambled order.
 */
async function fill(client, editionId, organiserId) {
  const mealId = (await client.query(`insert into volunteer_meals (edition_id, date, meal_type, phases) values ($1, current_date, 'LUNCH', '{EVENT}') returning id`, [editionId])).rows[0].id;
  const cup = (await client.query(`insert into ticketing_returnable_items (edition_id, name) values ($1, 'Cup') returning id`, [editionId])).rows[0].id;
  await client.query('insert into volunteer_meal_returnable_items (meal_id, returnable_item_id) values ($1, $2)', [mealId, cup]);
  const userIds = (
    await client.query(
      `insert into users (email, email_hash, pseudo, nom, prenom, password, is_email_verified)
       select 'eater' || g || '@bench.test', md5('eater' || g), 'eater' || g, 'Nom' || g, 'Prenom' || g, null, true from generate_series(1, $1) g returning id`,
      [EATERS + 1],
    )
  ).rows.map((r) => r.id);
  await client.query(`insert into edition_volunteer_settings (edition_id, volunteers_open) values ($1, true)`, [editionId]);
  await client.query(
    `insert into edition_volunteer_applications (edition_id, user_id, status, motivation, event_availability, decided_at, qr_token, calendar_token, dietary_preference, allergies, allergy_severity)
     select $1, u, 'ACCEPTED', 'Happy to help', true, now(), md5('eater-qr' || u), md5('cal' || u),
            case when u % 3 = 0 then 'VEGETARIAN'::dietary_preference else 'NONE'::dietary_preference end,
            case when u % 10 = 0 then 'Peanuts' end, case when u % 10 = 0 then 'SEVERE'::allergy_severity end
     from unnest($2::int[]) u`,
    [editionId, userIds],
  );
  await client.query(`insert into volunteer_meal_selections (volunteer_id, meal_id) select id, $2 from edition_volunteer_applications where edition_id = $1`, [editionId, mealId]);
  const validator = userIds[0];
  const cookie = await volunteerOnShift(client, { editionId, organiserId, userId: validator, flag: 'is_meal_validation_team', team: 'Canteen', secret: SECRET });
  await client.query('vacuum analyze');
  const codes = (await client.query(`select qr_token from edition_volunteer_applications where edition_id = $1 and user_id <> $2 order by md5(qr_token)`, [editionId, validator])).rows.map((r) => r.qr_token);
  return { cookie, codes, mealId };
}

/** Takes every plate back (bench setup between rounds, not measured), the tables vacuumed. */
async function takePlatesBack(client, editionId, mealId) {
  await client.query('delete from gate_entries where edition_id = $1', [editionId]);
  await client.query('update volunteer_meal_selections set consumed_at = null where meal_id = $1 and consumed_at is not null', [mealId]);
  await client.query('vacuum analyze volunteer_meal_selections, gate_entries');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
