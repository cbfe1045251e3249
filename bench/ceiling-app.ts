import express from 'express';

// The ceiling: the least an Express 5 route can cost on this machine (one route, a small JSON body, no middleware).
// Started as a child process exactly like the app server and measured with the same autocannon settings.
const app = express();
app.disable('x-powered-by');
app.get('/api/ping', (_req, res) => {
  res.json({ status: 'ok', service: 'ceiling' });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.stdout.write('listening\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
