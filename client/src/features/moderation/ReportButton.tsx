import { Flag } from 'lucide-react';
import type { ReportTarget } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';
import { useAuth } from '@/features/auth';

const ReportDialog = lazyDialog(() => import('./ReportDialog').then((module) => module.ReportDialog));

/** "Report" under a comment, post or review for signed-in riders other than its author: a reason, sent to moderators. */
export function ReportButton({ targetType, targetId, authorId, label }: {
  targetType: ReportTarget;
  targetId: string;
  authorId: string | null;
  /** What is reported, for the button's accessible name: 'comment', 'review', 'post'. */
  label: string;
}) {
  const { user } = useAuth();
  const dialog = useLazyDialog(ReportDialog);
  if (!user || user.id === authorId) return null;
  return (
    <>
      <Button
        {...dialog.buttonProps}
        variant="ghost"
        size="sm"
        className="h-8 px-2 text-muted-foreground"
        aria-label={`Report this ${label}`}
      >
        <Flag aria-hidden="true" />
        Report
      </Button>
      <ReportDialog targetType={targetType} targetId={targetId} label={label} {...dialog.dialogProps} />
    </>
  );
}
