import { useState } from 'react';
import type { ReportTarget } from '@shared/constants';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useReport } from './api';

/** The Report dialog: a reason, sent to moderators. Loaded with the first tap on Report (ReportButton). */
export function ReportDialog({ open, onOpenChange, returnFocusTo, targetType, targetId, label }: LazyDialogProps & {
  targetType: ReportTarget;
  targetId: string;
  label: string;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} title={`Report this ${label}`} description="Moderators read every report. Content several riders report is hidden until they decide.">
      <ReportForm targetType={targetType} targetId={targetId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ReportForm({ targetType, targetId, onDone }: { targetType: ReportTarget; targetId: string; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useReport();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Say what is wrong');
      return;
    }
    report.mutate({ targetType, targetId, reason: reason.trim() }, {
      onSuccess: () => {
        toast({ title: 'Thanks for the report', description: 'A moderator will look at it.' });
        onDone();
      },
      onError: (failure) => setError(apiErrorMessage(failure) ?? 'Could not send the report. Please try again.'),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Report" className="space-y-4">
      <FormField label="What is wrong?" error={error} required>
        <Textarea rows={3} maxLength={500} value={reason} placeholder="Spam, abuse, wrong information..." onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <FormDialogFooter onCancel={onDone} pending={report.isPending} submitLabel="Send Report" pendingLabel="Sending..." />
    </form>
  );
}
