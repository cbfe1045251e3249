import { Building } from 'lucide-react';
import type { ClaimTarget } from '@shared/constants';
import { Button, buttonClasses } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';
import { LOGIN_URL, useAuth } from '@/features/auth';
import { useMyClaims } from './api';
import { CLAIM_TITLES } from './claim-titles';

const NOUNS: Record<ClaimTarget, string> = { arena: 'arena', horse_hotel: 'horse hotel' };
const ClaimDialog = lazyDialog(() => import('./ClaimDialog').then((module) => module.ClaimDialog));

/**
 * For a page without an owner: the rider who owns or manages the place claims it (role, a phone number a moderator
 * can call, a note); a moderator decides. A rider whose claim waits is told so instead of claiming twice.
 */
export function ClaimPageCallout({ type, pageId, pageName }: { type: ClaimTarget; pageId: string; pageName: string }) {
  const { isAuthenticated } = useAuth();
  const waiting = useMyClaims(isAuthenticated).data
    ?.find((claim) => claim.page.id === pageId && claim.status === 'pending');
  const dialog = useLazyDialog(ClaimDialog);
  const noun = NOUNS[type];
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed bg-secondary/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Building aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold">Own or manage this {noun}?</p>
          <p className="text-sm text-muted-foreground">
            {waiting
              ? 'Your claim is waiting for a moderator. We will call the number you gave and let you know here.'
              : 'Claim the page to keep it current, post ground reports from the arena and respond to reviews.'}
          </p>
        </div>
      </div>
      {!waiting && (isAuthenticated ? (
        <Button
          {...dialog.buttonProps}
          variant="outline"
          size="sm"
        >
          {CLAIM_TITLES[type]}
        </Button>
      ) : (
        <a href={LOGIN_URL} className={buttonClasses({ variant: 'outline', size: 'sm' })}>Log in to claim</a>
      ))}
      <ClaimDialog type={type} pageId={pageId} pageName={pageName} {...dialog.dialogProps} />
    </div>
  );
}
