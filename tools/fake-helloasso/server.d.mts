export * from './server.cjs';
