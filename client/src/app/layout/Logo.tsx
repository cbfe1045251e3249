import { Link } from 'wouter';
import { Clover } from 'lucide-react';

export function Logo() {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Clover aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="font-display text-lg font-bold sm:text-xl tracking-tight text-foreground">Cloverleaf</span>
    </Link>
  );
}
