import { MikroORM } from '@mikro-orm/postgresql';
import { Migration20261125140000_country_codes as CountryCodes } from '../migrations/Migration20261125140000_country_codes';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('the migration turns country names of any of the 13 languages, any case or accents, into ISO codes; an unknown text moves to an empty region', async () => {
  const owner = await signedInUser(t);
  const conventionId = (await owner.agent.post('/api/conventions').send({ name: 'Country Migration' }).expect(201)).body.id as number;
  const sql = t.em().getConnection();
  // Back to the free-text column the migration starts from.
  await sql.execute(`alter table editions alter column country type varchar(100)`);
  const typed: [string, string | null][] = [
    ['France', null],
    ['  germany ', null],
    ['Allemagne', null],
    ['Deutschland', null],
    ['ESPAÑA', null],
    ['Espana', null],
    ['The Netherlands', null],
    ['Česko', null],
    ['Czech Republic', null],
    ['Bosnia and Herzegovina', null],
    ['UK', null],
    ['USA', null],
    ['Россия', null],
    ['Sverige', null],
    ['be', null],
    ['Bretagne', null],
    ['Atlantis', 'Somewhere'],
  ];
  const ids: number[] = [];
  for (const [country, region] of typed) {
    const [row] = await sql.execute(
      `insert into editions (name, convention_id, start_date, end_date, country, region, is_online) values (?, ?, '2027-05-14', '2027-05-16', ?, ?, false) returning id`,
      [`Migrated ${country}`, conventionId, country, region],
    );
    ids.push(row.id as number);
  }

  const orm = t.app.get(MikroORM);
  await new CountryCodes(orm.em.getDriver() as ConstructorParameters<typeof CountryCodes>[0], orm.config).up();

  const rows = await sql.execute(`select id, country, region from editions where id in (${ids.map(() => '?').join(', ')}) order by id`, ids);
  expect(rows.map((r) => [r.country, r.region])).toEqual([
    ['FR', null],
    ['DE', null],
    ['DE', null],
    ['DE', null],
    ['ES', null],
    ['ES', null],
    ['NL', null],
    ['CZ', null],
    ['CZ', null],
    ['BA', null],
    ['GB', null],
    ['US', null],
    ['RU', null],
    ['SE', null],
    ['BE', null],
    [null, 'Bretagne'],
    [null, 'Somewhere'],
  ]);
  // And the column holds codes only from now on.
  const [column] = await sql.execute(`select character_maximum_length as max from information_schema.columns where table_name = 'editions' and column_name = 'country'`);
  expect(column.max).toBe(2);
});
