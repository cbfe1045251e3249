export { claimsRouter } from './claims.routes';
export { ownerResponseColumn } from './owner-responses';
