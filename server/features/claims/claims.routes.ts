import { Router } from 'express';
import type { ClaimTarget } from '@shared/constants';
import type { MyClaimRecord } from '@shared/contracts/moderation';
import { claimDecisionSchema, claimListQuery, claimSchema, ownerResponseSchema, ownershipSchema } from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireRole, requireUser, userIdOf } from '../../auth/require-user';
import { sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { postingLimit } from '../../http/posting-limit';
import { createClaim, decideClaim, listClaims, listMyClaims, setOwnership } from './claims.repo';
import { removeReviewResponse, respondToReview } from './owner-responses';

const RESPONSE_ROUTES: [string, ClaimTarget][] = [['/reviews/:id/response', 'arena'], ['/horse-hotel-reviews/:id/response', 'horse_hotel']];

const CLAIM_ROUTES: [string, ClaimTarget, string][] = [
  ['/arenas/:id/claims', 'arena', 'Arena not found'],
  ['/horse-hotels/:id/claims', 'horse_hotel', 'Horse hotel not found'],
];

/** Riders claim arenas and horse hotels; moderators decide and can transfer or revoke ownership; owners answer reviews. */
export function claimsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();

  for (const [path, type, notFound] of CLAIM_ROUTES) {
    router.post(path, requireUser, postingLimit(deps, `claims:${type}`), async (req, res) => {
      const targetId = parseId(req.params.id, notFound);
      const claim = await createClaim(db, type, targetId, userIdOf(req), claimSchema.parse(req.body));
      res.status(201).json(claim satisfies MyClaimRecord);
    });
  }

  // The page owner's public answer to a review: one per review, editable, removable.
  for (const [path, type] of RESPONSE_ROUTES) {
    router.put(path, requireUser, postingLimit(deps, `owner-responses:${type}`), async (req, res) => {
      const reviewId = parseId(req.params.id, 'Review not found');
      const { text } = ownerResponseSchema.parse(req.body);
      res.json(await respondToReview(db, type, reviewId, userIdOf(req), text));
    });
    router.delete(path, requireUser, async (req, res) => {
      await removeReviewResponse(db, type, parseId(req.params.id, 'Review not found'), userIdOf(req));
      res.status(204).end();
    });
  }

  router.get('/my-claims', requireUser, async (req, res) => {
    res.json(await listMyClaims(db, userIdOf(req)));
  });

  router.get('/admin/claims', requireRole('moderator'), async (req, res) => {
    sendPage(res, await listClaims(db, claimListQuery.parse(req.query)));
  });

  for (const decision of ['approve', 'reject'] as const) {
    router.post(`/admin/claims/:id/${decision}`, requireRole('moderator'), async (req, res) => {
      const claimId = parseId(req.params.id, 'Claim not found');
      const { reason } = claimDecisionSchema.parse(req.body ?? {});
      res.json(await decideClaim(db, userIdOf(req), claimId, decision, reason ?? null));
    });
  }

  router.put('/admin/ownership', requireRole('moderator'), async (req, res) => {
    res.json(await setOwnership(db, userIdOf(req), ownershipSchema.parse(req.body)));
  });

  return router;
}
