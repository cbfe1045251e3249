import net from 'node:net';
import { freePort } from './ports';

/**
 * A TCP relay in front of PostgreSQL (or Redis, or an object store) that can stop passing bytes and pass them again:
 * a network partition, in which connections stay open and nothing answers. What either side sends or closes
 * meanwhile reaches the other once it heals, as TCP would deliver it; or, healed with `{ outlastedTcp: true }`, as
 * after a partition longer than TCP's patience: the server has given up on the connections the partition held, while
 * the app's side of each still looks open and nothing it sends there is ever answered, and the connections tried
 * meanwhile have failed (they are closed). `url` is `targetUrl` with the relay's port.
 */
export async function startPartitionableRelay(targetUrl: string) {
  const target = new URL(targetUrl);
  let partitioned = false;
  const held: (() => void)[] = [];
  const connections = new Set<{ appSide: net.Socket; serverSide: net.Socket; triedInPartition: boolean; lost: boolean }>();
  const server = net.createServer((appSide) => {
    const serverSide = net.connect(Number(target.port), target.hostname);
    const connection = { appSide, serverSide, triedInPartition: partitioned, lost: false };
    connections.add(connection);
    const deliver = (send: () => void) => {
      if (connection.lost) return;
      if (partitioned) held.push(() => { if (!connection.lost) send(); });
      else send();
    };
    const pass = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => deliver(() => to.write(chunk)));
      from.on('error', () => {});
      from.on('close', () => {
        deliver(() => to.destroy());
        if (appSide.destroyed && serverSide.destroyed) connections.delete(connection);
      });
    };
    pass(appSide, serverSide);
    pass(serverSide, appSide);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  // A Unix socket folder in the target's settings would take the place of the relay's address.
  url.searchParams.delete('host');
  return {
    url: url.toString(),
    /** The app's connections to the relay that are still open on the app's side. */
    appConnections: () => [...connections].filter((connection) => !connection.appSide.destroyed).length,
    partition() {
      partitioned = true;
    },
    heal({ outlastedTcp = false } = {}) {
      if (outlastedTcp) {
        for (const connection of connections) {
          connection.lost = true;
          connection.serverSide.destroy();
          if (connection.triedInPartition) connection.appSide.destroy();
        }
      }
      partitioned = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      this.heal();
      for (const connection of connections) connection.appSide.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type PartitionableRelay = Awaited<ReturnType<typeof startPartitionableRelay>>;
