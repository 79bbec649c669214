import { createServer, type Server } from 'node:net';

/**
 * `count` distinct TCP ports on 127.0.0.1 that nothing listens on now, chosen by the system. All are
 * held open together before any is released, so that they differ from each other; a port picked at
 * random in a fixed range may be one another test (or a client socket) holds at that moment.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const srv = createServer();
      servers.push(srv);
      await new Promise<void>((resolve, reject) => srv.once('error', reject).listen(0, '127.0.0.1', resolve));
    }
    return servers.map((srv) => (srv.address() as { port: number }).port);
  } finally {
    await Promise.all(servers.map((srv) => new Promise<void>((resolve) => (srv.listening ? srv.close(() => resolve()) : resolve()))));
  }
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0];
