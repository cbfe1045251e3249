import type http from 'node:http';

/**
 * Returns a function that stops `server` accepting connections and resolves once every request in flight has been
 * answered. Their responses go out with `Connection: close` (keep-alive clients then reconnect, to another instance
 * behind a load balancer, instead of reusing a connection that is about to go), and each connection is closed as
 * soon as it falls idle, rather than after the keep-alive timeout. Open event streams are ended.
 */
export function gracefulCloser(server: http.Server): () => Promise<void> {
  const inFlight = new Set<http.ServerResponse>();
  let closing = false;
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (closing) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.on('close', () => {
      inFlight.delete(response);
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return () => {
    closing = true;
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
      // An event stream never finishes on its own: it is ended, and the browser reconnects (to another server).
      else if (String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) response.end();
    }
    return new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  };
}
