import { stopTestDatabase } from './global-setup.mjs';

export default async function globalTeardown() {
  await stopTestDatabase();
}
