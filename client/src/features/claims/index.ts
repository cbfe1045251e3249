// What other features use of claims: the claim call-to-action of an unowned page, and the owner's response under a review.
export { ClaimPageCallout } from './ClaimPageCallout';
export { OwnerResponseBlock } from './OwnerResponseBlock';
