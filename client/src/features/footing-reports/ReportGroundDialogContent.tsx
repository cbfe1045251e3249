import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { format, subDays } from 'date-fns';
import { Send } from 'lucide-react';
import type { UploadedImage } from '@shared/contracts/uploads';
import type { EventListItem } from '@shared/contracts/events';
import { FOOTING_CONDITIONS, FOOTING_REPORT_MAX_DAYS_BACK } from '@shared/constants';
import type { CreateFootingReportInput } from '@shared/validation/footing-reports';
import { Button, buttonClasses } from '@/components/ui/button';
import {
  Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle,
} from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast, waitingToSendToast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { usePagedList } from '@/lib/paged-list';
import { handleUnauthorizedError, LOGIN_URL } from '@/features/auth';
import { PhotoPicker, type HeldPhoto } from '@/features/uploads';
import { footingReportPaths, usePostFootingReport } from './api';

type ReportFormValues = { condition: string; notes: string; riddenOn: string; eventId: string; photoUploadIds: string[] };

const reportResolver = lazyZodResolver<ReportFormValues, CreateFootingReportInput>(
  () => import('@shared/validation/footing-reports').then((module) => module.createFootingReportSchema),
);

const CONDITION_HINTS: Record<(typeof FOOTING_CONDITIONS)[number], string> = {
  excellent: 'Even, good depth, well worked',
  good: 'Fine to run, minor spots',
  fair: 'Uneven, shallow or heavy in places',
  poor: 'Hard, deep, rocky or wet: ride with care',
};

const dayInput = (day: Date) => format(day, 'yyyy-MM-dd');
const blankReport = (): ReportFormValues => ({ condition: '', notes: '', riddenOn: dayInput(new Date()), eventId: '', photoUploadIds: [] });

/** "Report the ground": how the footing was on the day the rider rode, which becomes the arena's current condition. */
export function ReportGroundDialogContent({ arenaId, arenaName, signedIn, open, onOpenChange: setOpen, returnFocusTo }: LazyDialogProps & { arenaId: string; arenaName: string; signedIn: boolean }) {
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [heldPhotos, setHeldPhotos] = useState<HeldPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ReportFormValues, unknown, CreateFootingReportInput>({ resolver: reportResolver, defaultValues: blankReport() });
  const events = usePagedList<EventListItem>(footingReportPaths.events, { arenaId }, 10, open && signedIn);
  const postReport = usePostFootingReport(arenaId, arenaName);
  const { errors } = form.formState;

  const submit = (report: CreateFootingReportInput) => postReport.mutate({
    report: { ...report, photoUploadIds: photos.map((photo) => photo.id) },
    heldPhotos: heldPhotos.map((photo) => photo.blob),
  }, {
    onSuccess: (result) => {
      if (result.waiting) waitingToSendToast(`Your report for ${arenaName}`);
      else toast({ title: 'Thanks for the ground report!', description: `Riders heading to ${arenaName} will see it now.` });
      form.reset(blankReport());
      setPhotos([]);
      heldPhotos.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
      setHeldPhotos([]);
      setOpen(false);
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Report not sent', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    },
  });

  const today = new Date();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Report the ground at {arenaName}</DialogTitle>
          <DialogDescription>How was the footing when you rode? Your report updates the arena's footing for every rider.</DialogDescription>
        </DialogHeader>
        {!signedIn ? (
          <DialogFooter>
            <a href={LOGIN_URL} className={buttonClasses()}>Log in to report the ground</a>
          </DialogFooter>
        ) : (
          <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
            <fieldset className="space-y-2" aria-describedby={errors.condition ? 'ground-condition-error' : undefined}>
              <legend className="text-sm font-medium">Condition</legend>
              <div className="grid grid-cols-2 gap-2">
                {FOOTING_CONDITIONS.map((condition) => (
                  <label key={condition} className="flex min-h-11 cursor-pointer items-start gap-2 rounded-md border p-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                    <input type="radio" value={condition} className="mt-1 h-4 w-4 accent-[hsl(var(--primary))]" {...form.register('condition')} />
                    <span>
                      <span className="block text-sm font-medium">{condition.charAt(0).toUpperCase() + condition.slice(1)}</span>
                      <span className="block text-xs text-muted-foreground">{CONDITION_HINTS[condition]}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.condition && <p id="ground-condition-error" role="alert" className="text-sm text-destructive">{errors.condition.message}</p>}
            </fieldset>
            <FormField label="Notes" hint="Depth, moisture, rocks, how often they drag" error={errors.notes?.message}>
              <Textarea rows={3} {...form.register('notes')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Day you rode" error={errors.riddenOn?.message}>
                <Input
                  type="date"
                  max={dayInput(today)}
                  min={dayInput(subDays(today, FOOTING_REPORT_MAX_DAYS_BACK))}
                  {...form.register('riddenOn')}
                />
              </FormField>
              <FormField label="Event (optional)" error={errors.eventId?.message}>
                <Select {...form.register('eventId')}>
                  <option value="">No event</option>
                  {events.items.map((event) => <option key={event.id} value={event.id}>{event.name}</option>)}
                </Select>
              </FormField>
            </div>
            <PhotoPicker
              value={photos}
              onChange={setPhotos}
              held={heldPhotos}
              onHeldChange={setHeldPhotos}
              max={6}
              label="Photos of the ground (optional)"
              onBusyChange={setUploading}
            />
            <DialogFooter>
              <Button type="submit" disabled={postReport.isPending || uploading}>
                {postReport.isPending ? <Spinner className="h-4 w-4 text-current" label="Sending" /> : <Send aria-hidden="true" />}
                Send report
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
