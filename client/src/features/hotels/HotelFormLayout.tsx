import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';

/** The frame of the Add and Edit pages: a back link, the title and a short line under it. */
export function HotelFormLayout({ title, subtitle, backHref, backLabel, children }: {
  title: string;
  subtitle: string;
  backHref: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="container max-w-3xl space-y-6 py-8 sm:py-10">
      <Link href={backHref} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {backLabel}
      </Link>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
      </header>
      {children}
    </div>
  );
}
