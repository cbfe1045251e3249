export { claimsRouter } from './claims.routes';
export { ownsPage } from './claims.repo';
