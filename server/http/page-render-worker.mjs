// The page render worker's entry: a worker thread does not inherit the server's TypeScript loader, so it registers
// tsx itself before loading the TypeScript worker (the client code it renders is the plain JavaScript SSR build).
import { register } from 'tsx/esm/api';

register();
await import('./page-render-worker.ts');
