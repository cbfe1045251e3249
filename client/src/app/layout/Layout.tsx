import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { FirstVisitWelcome } from './FirstVisitWelcome';

/** Every page: header, main area, footer and the global toast area (plus the first-visit welcome). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <Toaster />
      <FirstVisitWelcome />
    </div>
  );
}
