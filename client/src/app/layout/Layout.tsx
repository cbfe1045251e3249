import type { ReactNode } from 'react';
import { ToastArea } from '@/components/ui/toast-area';
import { OfflineBar, OfflineSession, UpdatePrompt } from '@/features/offline';
import { Footer } from './Footer';
import { Header } from './Header';
import { FirstVisitWelcome } from './FirstVisitWelcome';

/**
 * Every page: header, the offline banner and outbox, main area, footer and the global toast area (plus the
 * first-visit welcome, the new-version prompt and the offline side of the session).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <OfflineBar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <ToastArea />
      <FirstVisitWelcome />
      <UpdatePrompt />
      <OfflineSession />
    </div>
  );
}
