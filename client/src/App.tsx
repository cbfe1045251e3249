import { lazy, StrictMode, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Layout } from '@/app/layout/Layout';
import { PageSpinner } from '@/components/ui/spinner';
import { PageReadyMarker } from '@/lib/page-ready';
import { LiveClockProvider } from '@/lib/rider-clock';
import { HomePage } from '@/features/home/HomePage';

// Every page but Home is split out, so the first load carries only the shell and the home page.
const AboutPage = lazy(() => import('@/features/about/AboutPage'));
const NotFoundPage = lazy(() => import('@/features/not-found/NotFoundPage'));
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const EventsPage = lazy(() => import('@/features/events/EventsPage'));
const CreateEventPage = lazy(() => import('@/features/events/CreateEventPage'));
const EventDetailPage = lazy(() => import('@/features/events/EventDetailPage'));
const EditEventPage = lazy(() => import('@/features/events/EditEventPage'));
const NotificationsPage = lazy(() => import('@/features/notifications/NotificationsPage'));
const UnsubscribePage = lazy(() => import('@/features/notifications/UnsubscribePage'));
const AdminPage = lazy(() => import('@/features/moderation/AdminPage'));
const ArenasPage = lazy(() => import('@/features/arenas/ArenasPage'));
const RegisterArenaPage = lazy(() => import('@/features/arenas/RegisterArenaPage'));
const ArenaDetailPage = lazy(() => import('@/features/arenas/ArenaDetailPage'));
const EditArenaPage = lazy(() => import('@/features/arenas/EditArenaPage'));
const ProducerPage = lazy(() => import('@/features/producers/ProducerPage'));
const HorseHotelsPage = lazy(() => import('@/features/hotels/HorseHotelsPage'));
const CreateHorseHotelPage = lazy(() => import('@/features/hotels/CreateHorseHotelPage'));
const HorseHotelDetailPage = lazy(() => import('@/features/hotels/HorseHotelDetailPage'));
const EditHorseHotelPage = lazy(() => import('@/features/hotels/EditHorseHotelPage'));
const ServicesPage = lazy(() => import('@/features/services/ServicesPage'));
const CreateServicePage = lazy(() => import('@/features/services/CreateServicePage'));
const TripsPage = lazy(() => import('@/features/trips/TripsPage'));
const CreateTripPage = lazy(() => import('@/features/trips/CreateTripPage'));
const TripDetailPage = lazy(() => import('@/features/trips/TripDetailPage'));
const SharedTripPage = lazy(() => import('@/features/trips/SharedTripPage'));
const CommunityPage = lazy(() => import('@/features/feed/CommunityPage'));
const CalendarPage = lazy(() => import('@/features/calendar/CalendarPage'));
const ProfilePage = lazy(() => import('@/features/users/ProfilePage'));

/** The route table, in the order of the main navigation. */
function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/events" component={EventsPage} />
      <Route path="/events/create" component={CreateEventPage} />
      {/* Both readings of the spec open an event: /event/{id} and /events/{id}. */}
      <Route path="/events/:id/edit" component={EditEventPage} />
      <Route path="/event/:id" component={EventDetailPage} />
      <Route path="/events/:id" component={EventDetailPage} />
      <Route path="/arenas" component={ArenasPage} />
      <Route path="/arenas/create" component={RegisterArenaPage} />
      <Route path="/arenas/:id/edit" component={EditArenaPage} />
      <Route path="/arena/:id" component={ArenaDetailPage} />
      <Route path="/arenas/:id" component={ArenaDetailPage} />
      <Route path="/horse-hotels" component={HorseHotelsPage} />
      <Route path="/horse-hotels/create" component={CreateHorseHotelPage} />
      <Route path="/horse-hotels/:id/edit" component={EditHorseHotelPage} />
      <Route path="/horse-hotels/:id" component={HorseHotelDetailPage} />
      <Route path="/services" component={ServicesPage} />
      <Route path="/services/create" component={CreateServicePage} />
      <Route path="/trips" component={TripsPage} />
      <Route path="/trips/create" component={CreateTripPage} />
      <Route path="/trips/shared/:token" component={SharedTripPage} />
      <Route path="/trips/:id" component={TripDetailPage} />
      <Route path="/producer/:id" component={ProducerPage} />
      <Route path="/community" component={CommunityPage} />
      <Route path="/calendar" component={CalendarPage} />
      <Route path="/profile" component={ProfilePage} />
      <Route path="/notifications" component={NotificationsPage} />
      <Route path="/unsubscribe" component={UnsubscribePage} />
      <Route path="/admin" component={AdminPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/login" component={LoginPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export interface AppProps {
  queryClient: QueryClient;
  /** On the server: the page being rendered (the browser's own location is used otherwise). */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole app, the same tree on the server and in the browser (hydration needs them to match). */
export function App({ queryClient, ssrPath, ssrSearch }: AppProps) {
  return (
    <StrictMode>
      <LiveClockProvider>
        <QueryClientProvider client={queryClient}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <Layout>
              <Suspense fallback={<PageSpinner />}>
                <Routes />
                <PageReadyMarker />
              </Suspense>
            </Layout>
          </Router>
        </QueryClientProvider>
      </LiveClockProvider>
    </StrictMode>
  );
}
