import { createConfig } from '../rspack.shared.mjs';

// Remote "mf_public": served by the backend under /remotes/public/, standalone dev server on port 3101.
export default (_env, argv) =>
  createConfig({
    name: 'mf_public',
    dir: import.meta.dirname,
    port: 3101,
    standalone: true,
    mode: argv.mode,
    exposes: { './routes': './src/routes.tsx' },
  });
