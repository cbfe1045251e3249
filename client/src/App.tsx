import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { QueryClientProvider } from '@tanstack/react-query';
import { Layout } from '@/components/layout/Layout';
import { PageSpinner } from '@/components/ui/spinner';
import { queryClient } from '@/lib/queryClient';
import { HomePage } from '@/features/home/HomePage';

// Every page but Home is split out, so the first load carries only the shell and the home page.
const AboutPage = lazy(() => import('@/features/about/AboutPage'));
const NotFoundPage = lazy(() => import('@/features/not-found/NotFoundPage'));
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));

/** The route table, in the order of SPEC section 2. */
function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/login" component={LoginPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Layout>
        <Suspense fallback={<PageSpinner />}>
          <Routes />
        </Suspense>
      </Layout>
    </QueryClientProvider>
  );
}
