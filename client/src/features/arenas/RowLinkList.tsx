import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ChevronRight } from 'lucide-react';

/** A bordered list of rows that each open a page, as on the arena page's events and nearby hotels. */
export function RowLinkList<T extends { id: string }>({ items, href, children }: {
  items: readonly T[];
  href: (item: T) => string;
  /** What a row shows, left of its chevron. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {items.map((item) => (
        <li key={item.id}>
          <Link href={href(item)} className="flex items-center justify-between gap-3 p-4 transition-colors hover:bg-muted">
            {children(item)}
            <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
