import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A titled card of the hotel detail page; its title is an h2 under the page's h1. */
export function DetailSection({ title, icon: Icon, action, className, children }: {
  title: string;
  icon?: LucideIcon;
  /** E.g. a count or a link shown at the title's end. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
            {Icon && <Icon aria-hidden="true" className="h-5 w-5 text-primary" />}
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
