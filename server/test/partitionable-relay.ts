import net from 'node:net';
import { freePort } from './ports';

/**
 * A TCP relay in front of PostgreSQL (or Redis, or an object store) that can stop passing bytes and pass them again:
 * a network partition, in which connections stay open and nothing answers. What either side sends or closes meanwhile reaches the other once it
 * heals, as TCP would deliver it; or, healed with `{ outlastedTcp: true }`, as after a partition longer than TCP's
 * patience: the server has given up on the connections the partition held, while the app's side of each still looks
 * open and nothing it sends there is ever answered, and the connections tried meanwhile have failed (they are
 * closed). `url` is `targetUrl` with the relay's port.
 */
export async function startPartitionableRelay(targetUrl: string) {
  const target = new URL(targetUrl);
  let partitioned = false;
  const held: (() => void)[] = [];
  const appSides = new Set<net.Socket>();
  const connections = new Set<{ appSide: net.Socket; databaseSide: net.Socket; triedInPartition: boolean; lost: boolean }>();
  const server = net.createServer((appSide) => {
    const databaseSide = net.connect(Number(target.port), target.hostname);
    const connection = { appSide, databaseSide, triedInPartition: partitioned, lost: false };
    connections.add(connection);
    appSides.add(appSide);
    const deliver = (send: () => void) => {
      if (connection.lost) return;
      if (partitioned) held.push(() => { if (!connection.lost) send(); });
      else send();
    };
    const pass = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => deliver(() => to.write(chunk)));
      from.on('error', () => {});
      from.on('close', () => deliver(() => to.destroy()));
    };
    pass(appSide, databaseSide);
    pass(databaseSide, appSide);
    appSide.on('close', () => appSides.delete(appSide));
    databaseSide.on('close', () => connections.delete(connection));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** The app's connections to the relay that are still open on the app's side. */
    appConnections: () => appSides.size,
    partition() {
      partitioned = true;
    },
    heal({ outlastedTcp = false } = {}) {
      if (outlastedTcp) {
        for (const connection of connections) {
          connection.lost = true;
          connection.databaseSide.destroy();
          if (connection.triedInPartition) connection.appSide.destroy();
        }
      }
      partitioned = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      this.heal();
      for (const socket of appSides) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type PartitionableRelay = Awaited<ReturnType<typeof startPartitionableRelay>>;
