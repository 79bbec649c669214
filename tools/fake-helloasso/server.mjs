// The fake HelloAsso v5 server: `import { startFakeHelloAsso } from '…/tools/fake-helloasso/server.mjs'`
// (ES modules), or as a command: `node tools/fake-helloasso/server.mjs --port 3901 --orders 300`.
// The code is CommonJS (server.cjs) so that Jest's CommonJS test files can require it too.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
/** @type {typeof import('./server.cjs')} */
const fake = require('./server.cjs');
export const startFakeHelloAsso = fake.startFakeHelloAsso;

const OPTIONS = {
  '--port': ['port', Number],
  '--host': ['host', String],
  '--orders': ['orders', Number],
  '--seed': ['seed', Number],
  '--client-id': ['clientId', String],
  '--client-secret': ['clientSecret', String],
  '--org': ['organizationSlug', String],
  '--form-type': ['formType', String],
  '--form-slug': ['formSlug', String],
  '--token-ttl': ['tokenTtlSeconds', Number],
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = { port: 3901 };
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const [arg, inline] = args[i].split('=', 2);
    const option = OPTIONS[arg];
    if (!option) {
      console.error(`unknown option ${arg}; options: ${Object.keys(OPTIONS).join(' ')}`);
      process.exit(2);
    }
    options[option[0]] = option[1](inline ?? args[++i]);
  }
  const server = await startFakeHelloAsso(options);
  const { orders, items } = server.stats();
  console.log(`fake HelloAsso on ${server.url} (${orders} orders, ${items} items; client ${server.clientId}, organisation ${server.organizationSlug}, form ${server.formType}/${server.formSlug})`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
