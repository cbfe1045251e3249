// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import type { ServiceProviderItem } from '@shared/contracts/services';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { servicePaths } from './api';
import CreateServicePage from './CreateServicePage';
import ServicesPage from './ServicesPage';

const rider = { id: 'rider-1', email: 'rider@example.com', firstName: 'Rita', lastName: 'Rider', profileImageUrl: null };

const provider = (overrides: Partial<ServiceProviderItem>): ServiceProviderItem => ({
  id: 'p1', type: 'farrier', displayName: 'Lambert Hoof Care', phone: '(970) 555-0170', email: 'hello@lambert.example.com',
  website: 'https://lambert.example.com', specialties: 'Corrective shoeing, glue-ons', availabilityNotes: 'Mon-Sat by appointment',
  address: null, city: null, state: null, latitude: null, longitude: null,
  userId: null, createdAt: '2025-01-01T00:00:00.000Z', ...overrides,
});

const providers = [
  provider({}),
  provider({ id: 'p2', displayName: 'Bayou Forge Farrier', specialties: 'Hot shoeing' }),
  provider({ id: 'p3', type: 'chiropractor', displayName: 'Aligned Equine Chiropractic', website: 'javascript:alert(1)' }),
];

// The first render loads the page's modules; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

function renderAt(path: string, { user = null, create }: { user?: object | null; create?: (request: FakeRequest) => unknown } = {}) {
  const api = fakeApi({
    'GET /api/service-providers': (request) => {
      const search = request.url.searchParams.get('search')?.toLowerCase();
      const found = search ? providers.filter((item) => item.displayName.toLowerCase().includes(search)) : providers;
      return json(found, { total: found.length });
    },
    'GET /api/service-providers/types': () => ({ types: ['chiropractor', 'farrier'] }),
    'POST /api/service-providers': create ?? ((request) => json(provider({ id: 'new', ...(request.body as object) }), { status: 201 })),
  }, { user });
  const view = renderWithApp(
    <>
      <Switch>
        <Route path="/services" component={ServicesPage} />
        <Route path="/services/create" component={CreateServicePage} />
      </Switch>
      <Toaster />
    </>,
    { path },
  );
  return { api, history: view.location.history! };
}

describe('ServicesPage', () => {
  it('groups providers under their type label, with specialties, availability and contact links', async () => {
    renderAt('/services');
    const farriers = (await screen.findByRole('heading', { level: 2, name: 'Farrier' })).closest('section')!;
    expect(within(farriers).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent))
      .toEqual(['Lambert Hoof Care', 'Bayou Forge Farrier']);
    const chiropractors = screen.getByRole('heading', { level: 2, name: 'Equine Chiropractor' }).closest('section')!;
    expect(within(chiropractors).getByText('Aligned Equine Chiropractic')).toBeTruthy();
    expect(within(chiropractors).queryByRole('link', { name: /javascript/ })).toBeNull();

    const card = screen.getByRole('heading', { name: 'Lambert Hoof Care' }).closest('li')!;
    expect(within(card).getByText('Corrective shoeing')).toBeTruthy();
    expect(within(card).getByText('Mon-Sat by appointment')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '(970) 555-0170' }).getAttribute('href')).toBe('tel:9705550170');
    expect(within(card).getByRole('link', { name: 'hello@lambert.example.com' }).getAttribute('href')).toBe('mailto:hello@lambert.example.com');
    expect(within(card).getByRole('link', { name: 'lambert.example.com' }).getAttribute('href')).toBe('https://lambert.example.com');
    expect(screen.queryByRole('link', { name: 'List Your Service' })).toBeNull();
    // Add to Trip shows to visitors too, and leads to log in.
    expect(within(card).getByRole('button', { name: 'Add to Trip' })).toBeTruthy();
  });

  it('searches on the server and offers the type filter from the server', async () => {
    const { api } = renderAt('/services', { user: rider });
    await screen.findByRole('heading', { level: 2, name: 'Farrier' });
    expect((await screen.findByRole('link', { name: 'List Your Service' })).getAttribute('href')).toBe('/services/create');
    expect(screen.getAllByRole('button', { name: 'Add to Trip' })).toHaveLength(3);
    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    await waitFor(() => expect(Array.from(type.options).map((option) => option.text))
      .toEqual(['All Types', 'Equine Chiropractor', 'Farrier']));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bayou' } });
    await waitFor(() => expect(screen.queryByText('Lambert Hoof Care')).toBeNull());
    expect(screen.getByText('Bayou Forge Farrier')).toBeTruthy();
    fireEvent.change(type, { target: { value: 'farrier' } });
    await waitFor(() => {
      const last = api.requests.filter((request) => request.url.pathname === servicePaths.list).at(-1)!;
      expect(last.url.searchParams.get('type')).toBe('farrier');
      expect(last.url.searchParams.get('search')).toBe('bayou');
    });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No services found matching your criteria.')).toBeTruthy();
  });
});

describe('CreateServicePage', () => {
  it('lists a service and returns to /services', async () => {
    const { api, history } = renderAt('/services/create', { user: rider });
    await screen.findByRole('heading', { name: 'List Your Service' });
    fireEvent.click(screen.getByRole('button', { name: 'List Your Service' }));
    expect(await screen.findByText('Choose a service type')).toBeTruthy();
    expect(screen.getByText('Enter a display name')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Service Type/), { target: { value: 'hauler' } });
    fireEvent.change(screen.getByLabelText(/Display Name/), { target: { value: 'Red Dirt Hauling' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://reddirt.example.com' } });
    fireEvent.change(screen.getByLabelText(/Specialties/), { target: { value: 'Long hauls' } });
    fireEvent.click(screen.getByRole('button', { name: 'List Your Service' }));
    expect(await screen.findByText('Service Listed')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')!.body).toEqual({
      type: 'hauler', displayName: 'Red Dirt Hauling', phone: null, email: null, website: 'https://reddirt.example.com',
      specialties: 'Long hauls', availabilityNotes: null, address: null, city: null, state: null, latitude: null, longitude: null,
    });
    await waitFor(() => expect(history.at(-1)).toBe('/services'));
  });

  it("shows the server's reason for a duplicate listing", async () => {
    renderAt('/services/create', {
      user: rider,
      create: () => json({ message: 'You have already listed "Red Dirt Hauling" as a Horse Hauler.' }, { status: 409 }),
    });
    await screen.findByRole('heading', { name: 'List Your Service' });
    fireEvent.change(screen.getByLabelText(/Service Type/), { target: { value: 'hauler' } });
    fireEvent.change(screen.getByLabelText(/Display Name/), { target: { value: 'Red Dirt Hauling' } });
    fireEvent.click(screen.getByRole('button', { name: 'List Your Service' }));
    expect(await screen.findByText('You have already listed "Red Dirt Hauling" as a Horse Hauler.')).toBeTruthy();
  });

  it('redirects visitors to log in', async () => {
    renderAt('/services/create');
    expect(await screen.findByText('You need to log in to list a service. Redirecting...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'List Your Service' })).toBeNull();
  });
});
