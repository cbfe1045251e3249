import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Building } from 'lucide-react';
import type { ClaimTarget } from '@shared/constants';
import type { claimSchema, ClaimInput } from '@shared/validation/moderation';
import { Button, buttonClasses } from '@/components/ui/button';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { LOGIN_URL, useAuth } from '@/features/auth';
import { useClaimPage, useMyClaims } from './api';

const NOUNS: Record<ClaimTarget, string> = { arena: 'arena', horse_hotel: 'horse hotel' };
const TITLES: Record<ClaimTarget, string> = { arena: 'Claim This Arena', horse_hotel: 'Claim This Horse Hotel' };

/**
 * For a page without an owner: the rider who owns or manages the place claims it (role, a phone number a moderator
 * can call, a note); a moderator decides. A rider whose claim waits is told so instead of claiming twice.
 */
export function ClaimPageCallout({ type, pageId, pageName }: { type: ClaimTarget; pageId: string; pageName: string }) {
  const { isAuthenticated } = useAuth();
  const waiting = useMyClaims(isAuthenticated).data
    ?.find((claim) => claim.page.id === pageId && claim.status === 'pending');
  const [open, setOpen] = useState(false);
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
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>{TITLES[type]}</Button>
      ) : (
        <a href={LOGIN_URL} className={buttonClasses({ variant: 'outline', size: 'sm' })}>Log in to claim</a>
      ))}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={TITLES[type]}
        description={`Tell us how you are connected to ${pageName}. A moderator checks every claim, usually by phone, before the page is yours.`}
      >
        <ClaimForm type={type} pageId={pageId} onDone={() => setOpen(false)} />
      </FormDialog>
    </div>
  );
}

type ClaimFormValues = z.input<typeof claimSchema>;
const claimResolver = lazyZodResolver<ClaimFormValues, ClaimInput>(
  () => import('@shared/validation/moderation').then((module) => module.claimSchema),
);

function ClaimForm({ type, pageId, onDone }: { type: ClaimTarget; pageId: string; onDone: () => void }) {
  const { register, handleSubmit, formState: { errors } } = useForm<ClaimFormValues, unknown, ClaimInput>({
    resolver: claimResolver,
    defaultValues: { role: 'owner', phone: '', note: '' },
  });
  const claim = useClaimPage(type, pageId);
  const onSubmit = handleSubmit((input) => claim.mutate(input, {
    onSuccess: () => {
      toast({ title: 'Claim sent', description: 'A moderator will check it and let you know.' });
      onDone();
    },
    onError: (error) => toast({ title: 'Could not send the claim', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  }));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={TITLES[type]} className="space-y-4">
      <FormField label="Your role" error={errors.role?.message} required>
        <Select {...register('role')}>
          <option value="owner">Owner</option>
          <option value="manager">Manager</option>
        </Select>
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} hint="Only moderators see it." required>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField label="Note for the moderator" error={errors.note?.message}>
        <Textarea rows={3} placeholder="How can we confirm it is yours?" {...register('note')} />
      </FormField>
      <FormDialogFooter onCancel={onDone} pending={claim.isPending} submitLabel="Send Claim" pendingLabel="Sending..." />
    </form>
  );
}
