import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createAppServer } from '../http/app-server';

/** `app` served as `npm start` serves it (server/http/app-server.ts), on a free loopback port; `close` ends it. */
export async function serveOnLoopback(app: Express) {
  const { server, serve } = createAppServer();
  serve(app);
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
