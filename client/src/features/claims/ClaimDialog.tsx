import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ClaimTarget } from '@shared/constants';
import type { claimSchema, ClaimInput } from '@shared/validation/moderation';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useClaimPage } from './api';
import { CLAIM_TITLES } from './claim-titles';

/** The claim form in its dialog: loaded with the first tap on Claim (ClaimPageCallout). */
export function ClaimDialog({ type, pageId, pageName, open, onOpenChange, returnFocusTo }: LazyDialogProps & {
  type: ClaimTarget;
  pageId: string;
  pageName: string;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={CLAIM_TITLES[type]}
      description={`Tell us how you are connected to ${pageName}. A moderator checks every claim, usually by phone, before the page is yours.`}
    >
      <ClaimForm type={type} pageId={pageId} onDone={() => onOpenChange(false)} />
    </FormDialog>
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
    <form onSubmit={onSubmit} noValidate aria-label={CLAIM_TITLES[type]} className="space-y-4">
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
