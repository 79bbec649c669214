import { createConfig } from '../rspack.shared.mjs';

// Remote "mf_gestion": served by the backend under /remotes/gestion/, standalone dev server on port 3102.
export default (_env, argv) =>
  createConfig({
    name: 'mf_gestion',
    dir: import.meta.dirname,
    port: 3102,
    standalone: true,
    mode: argv.mode,
    exposes: { './routes': './src/routes.tsx' },
  });
