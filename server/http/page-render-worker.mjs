// The page render worker's entry: a worker thread does not inherit the server's TypeScript loader, so it registers
// tsx itself before loading the TypeScript worker (and the client code it renders).
import { register } from 'tsx/esm/api';

register();
await import('./page-render-worker.ts');
