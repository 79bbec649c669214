import { createConfig } from '../rspack.shared.mjs';

export default (_env, argv) => createConfig({ name: 'shell', dir: import.meta.dirname, port: 3100, host: true, mode: argv.mode });
