import { MikroORM } from '@mikro-orm/core';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('the committed migrations build exactly the schema the entities describe', async () => {
  const orm = t.app.get(MikroORM);
  const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, dropTables: false });
  expect(diff.trim()).toBe('');
});
