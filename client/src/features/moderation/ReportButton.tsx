import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportTarget } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useAuth } from '@/features/auth';
import { useReport } from './api';

/** "Report" under a comment, post or review for signed-in riders other than its author: a reason, sent to moderators. */
export function ReportButton({ targetType, targetId, authorId, label }: {
  targetType: ReportTarget;
  targetId: string;
  authorId: string | null;
  /** What is reported, for the button's accessible name: 'comment', 'review', 'post'. */
  label: string;
}) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user || user.id === authorId) return null;
  return (
    <>
      <Button variant="ghost" size="sm" className="h-8 px-2 text-muted-foreground" aria-label={`Report this ${label}`} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        Report
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={`Report this ${label}`} description="Moderators read every report. Content several riders report is hidden until they decide.">
        <ReportForm targetType={targetType} targetId={targetId} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
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
