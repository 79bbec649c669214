import { createConfig } from '../rspack.shared.mjs';

// Remote "mf_admin": served by the backend under /remotes/admin/, standalone dev server on port 3103.
export default (_env, argv) =>
  createConfig({
    name: 'mf_admin',
    dir: import.meta.dirname,
    port: 3103,
    standalone: true,
    mode: argv.mode,
    exposes: { './routes': './src/routes.tsx' },
  });
