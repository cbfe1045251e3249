import http from 'node:http';
import type { Express } from 'express';

/**
 * The app's HTTP server. Express gives every request and response its app's prototypes (`Object.setPrototypeOf` in
 * `app.handle`), which V8 makes slow: measured here, it tripled a bare route's CPU and made about a quarter of each
 * request's garbage outlive two young-generation collections, to be cleared by full ones. Node builds requests and
 * responses with the classes a server names; these classes' prototypes become the app's, so each request is born
 * with the prototype Express gives it, and Express's call changes nothing. The server exists before the app (the dev
 * server's hot reload needs it); `serve` hands it the app before the first request.
 */
export function createAppServer() {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse {}
  const server = http.createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse });
  return {
    server,
    serve(app: Express) {
      Object.setPrototypeOf(AppRequest.prototype, app.request);
      Object.setPrototypeOf(AppResponse.prototype, app.response);
      app.request = AppRequest.prototype as Express['request'];
      app.response = AppResponse.prototype as Express['response'];
      server.on('request', app);
    },
  };
}
