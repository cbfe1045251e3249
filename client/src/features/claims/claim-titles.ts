import type { ClaimTarget } from '@shared/constants';

export const CLAIM_TITLES: Record<ClaimTarget, string> = { arena: 'Claim This Arena', horse_hotel: 'Claim This Horse Hotel' };
