import { useState } from 'react';
import type { FootingReport } from '@shared/contracts/footing-reports';
import { FOOTING_CONDITIONS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { handleUnauthorizedError } from '@/features/auth';
import { apiErrorMessage } from '@/lib/api-error';
import { useEditFootingReport } from './api';

/** In place of the rider's own report: its condition and notes, corrected (the day ridden stays). */
export function EditReportForm({ report, onDone }: { report: FootingReport; onDone: () => void }) {
  const [condition, setCondition] = useState(report.condition);
  const [notes, setNotes] = useState(report.notes ?? '');
  const edit = useEditFootingReport(report.arenaId);
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    edit.mutate({ reportId: report.id, changes: { condition, notes: notes.trim() || null } }, {
      onSuccess: () => {
        toast({ title: 'Ground report updated' });
        onDone();
      },
      onError: (error) => {
        if (!handleUnauthorizedError(error)) toast({ title: 'Ground report not saved', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      },
    });
  };
  return (
    <form onSubmit={save} aria-label="Edit your ground report" className="space-y-3">
      <FormField label="Condition">
        <Select value={condition} onChange={(event) => setCondition(event.target.value as FootingReport['condition'])}>
          {FOOTING_CONDITIONS.map((option) => <option key={option} value={option} className="capitalize">{option}</option>)}
        </Select>
      </FormField>
      <FormField label="Notes">
        <Textarea rows={3} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>{edit.isPending ? 'Saving...' : 'Save'}</Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
