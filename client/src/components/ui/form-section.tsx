import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

/** One titled part of a long form, on its own card; the heading names the section for assistive technology. */
export function FormSection({ idPrefix, title, icon: Icon, children }: {
  /** Makes the heading's id unique on the page, e.g. 'arena-form' gives 'arena-form-location'. */
  idPrefix: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const id = `${idPrefix}-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="space-y-4">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
          <Icon aria-hidden="true" className="h-5 w-5 text-primary" />
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
