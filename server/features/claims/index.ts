export { claimsRouter } from './claims.routes';
export { ownsPage } from './claims.repo';
export { ownerResponseColumn } from './owner-responses';
