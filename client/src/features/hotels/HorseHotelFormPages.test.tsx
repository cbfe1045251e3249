// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { LOGIN_URL } from '@/features/auth';
import { GoogleMapsProvider } from '@/maps';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import CreateHorseHotelPage from './CreateHorseHotelPage';
import EditHorseHotelPage from './EditHorseHotelPage';
import { hotelFixture } from './hotel-fixtures';

const owner = { id: 'owner-1', email: 'owner@example.com', firstName: 'Olive', lastName: 'Owner', profileImageUrl: null };
const rider = { id: 'rider-1', email: 'rider@example.com', firstName: 'Rita', lastName: 'Rider', profileImageUrl: null };
const hotel = hotelFixture();
const aledoStreet = {
  name: '1450 FM 1187', formattedAddress: '1450 FM 1187, Aledo, TX 76008, USA', latitude: 32.696, longitude: -97.6022,
  city: 'Aledo', state: 'TX', zipCode: '76008',
};

// The first render loads the page's modules; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

function renderAt(path: string, { user, save }: { user: object | null; save?: (request: FakeRequest) => unknown }) {
  const api = fakeApi({
    'GET /api/places': () => [aledoStreet],
    [`GET /api/horse-hotels/${hotel.id}`]: () => hotel,
    'POST /api/horse-hotels': save ?? ((request) => json({ ...hotel, ...(request.body as object), id: 'new-hotel' }, { status: 201 })),
    [`PUT /api/horse-hotels/${hotel.id}`]: save ?? ((request) => ({ ...hotel, ...(request.body as object) })),
  }, { user });
  const view = renderWithApp(
    <GoogleMapsProvider state={{ status: 'no-key', maps: null }}>
      <Switch>
        <Route path="/horse-hotels/create" component={CreateHorseHotelPage} />
        <Route path="/horse-hotels/:id/edit" component={EditHorseHotelPage} />
        <Route path="/horse-hotels/:id">{(params) => <p>Hotel page {params.id}</p>}</Route>
      </Switch>
      <Toaster />
    </GoogleMapsProvider>,
    { path },
  );
  return { api, history: view.location.history! };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const advanced = () => screen.getByRole('button', { name: 'Advanced: map coordinates' });
const isHidden = (element: HTMLElement) => element.closest('[hidden]') !== null;

describe('HorseHotelForm, on both pages', () => {
  it.each([['/horse-hotels/create', rider], [`/horse-hotels/${hotel.id}/edit`, owner]] as const)(
    'at %s, every example text reads as an example, not as a filled-in value',
    async (path, user) => {
      renderAt(path, { user });
      await screen.findByRole('button', { name: /Add Horse Hotel|Save Changes/ });
      const examples = Array.from(document.querySelectorAll<HTMLInputElement>('form input[placeholder]'))
        .filter((input) => input.getAttribute('role') !== 'combobox');
      expect(examples.length).toBeGreaterThanOrEqual(8);
      for (const input of examples) expect(input.placeholder, input.name).toMatch(/^e\.g\. /);
      expect(field('State').placeholder).toBe('e.g. TX');
      expect(field('Daily Rate').placeholder).toBe('e.g. 35');
      expect(field('Weekly Rate').placeholder).toBe('e.g. 200');
    },
  );

  it('keeps the coordinates behind Advanced, fills them from the picked address, and opens it for an invalid one', async () => {
    renderAt('/horse-hotels/create', { user: rider });
    await screen.findByRole('heading', { name: 'Add Horse Hotel' });
    expect(advanced().getAttribute('aria-expanded')).toBe('false');
    expect(isHidden(field('Latitude'))).toBe(true);
    expect(isHidden(field('Longitude'))).toBe(true);
    expect(screen.getByTestId('map-location').textContent).toMatch(/^Not on the map yet/);

    const search = screen.getByRole('combobox', { name: 'Address search' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: '1450 FM' } });
    fireEvent.click(await screen.findByRole('option', { name: /1450 FM 1187/ }));
    await waitFor(() => expect(field('Latitude').value).toBe('32.6960000'));
    expect(field('Longitude').value).toBe('-97.6022000');
    expect(screen.getByTestId('map-location').textContent).toMatch(/^On the map/);
    expect(isHidden(field('Latitude'))).toBe(true);

    fireEvent.click(advanced());
    expect(advanced().getAttribute('aria-expanded')).toBe('true');
    expect(isHidden(field('Latitude'))).toBe(false);
    fireEvent.change(field('Latitude'), { target: { value: '200' } });
    fireEvent.click(advanced());
    expect(isHidden(field('Latitude'))).toBe(true);
    fireEvent.change(field('Name'), { target: { value: 'Trail Stop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Horse Hotel' }));
    expect(await screen.findByText('Must be between -90 and 90')).toBeTruthy();
    await waitFor(() => expect(isHidden(field('Latitude'))).toBe(false));
  });

  it("keeps an existing hotel's coordinates behind Advanced on the edit page", async () => {
    renderAt(`/horse-hotels/${hotel.id}/edit`, { user: owner });
    await screen.findByRole('heading', { name: 'Edit Horse Hotel' });
    expect(field('Latitude').value).toBe(hotel.latitude);
    expect(isHidden(field('Latitude'))).toBe(true);
    expect(screen.getByTestId('map-location').textContent).toMatch(/^On the map/);
  });
});

describe('CreateHorseHotelPage', () => {
  it("raises 'Missing Information' when name, city or state is missing and sends nothing", async () => {
    const { api } = renderAt('/horse-hotels/create', { user: rider });
    await screen.findByRole('heading', { name: 'Add Horse Hotel' });
    for (const section of ['Basic Information', 'Facility Details', 'Contact Information', 'Cover Image']) {
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    }
    fireEvent.change(field('Name'), { target: { value: 'Trail Stop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Horse Hotel' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getAllByText('Please fill in all required fields (name, city, state).').length).toBeGreaterThan(0);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('fills the address from the search, parses the fields and opens the new hotel', async () => {
    const { api, history } = renderAt('/horse-hotels/create', { user: rider });
    await screen.findByRole('heading', { name: 'Add Horse Hotel' });
    fireEvent.change(field('Name'), { target: { value: 'Trail Stop' } });

    const search = screen.getByRole('combobox', { name: 'Address search' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: '1450 FM' } });
    fireEvent.click(await screen.findByRole('option', { name: /1450 FM 1187/ }));
    await waitFor(() => expect(field('City').value).toBe('Aledo'));
    expect(field('Street Address').value).toBe('1450 FM 1187');
    expect(field('State').value).toBe('TX');
    expect(field('ZIP Code').value).toBe('76008');
    expect(field('Latitude').value).toBe('32.6960000');
    expect(field('Longitude').value).toBe('-97.6022000');

    expect(field('Daily Rate').getAttribute('step')).toBe('0.01');
    expect(field('Phone').type).toBe('tel');
    expect(field('Email').type).toBe('email');
    expect(field('Website').type).toBe('url');
    fireEvent.change(field('Stall Count'), { target: { value: '24' } });
    fireEvent.change(field('Daily Rate'), { target: { value: '35' } });
    fireEvent.change(field('Amenities'), { target: { value: 'Wash rack, , Shavings ' } });
    fireEvent.click(field('Turnout available'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Horse Hotel' }));

    expect(await screen.findByText('Horse Hotel Added')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')!.body).toMatchObject({
      name: 'Trail Stop', address: '1450 FM 1187', city: 'Aledo', state: 'TX', zipCode: '76008', latitude: '32.6960000',
      stallCount: 24, dailyRate: '35.00', weeklyRate: null, amenities: ['Wash rack', 'Shavings'], turnoutAvailable: true,
      feedIncluded: false, phone: null, email: null, website: null, coverImage: null,
    });
    await waitFor(() => expect(history.at(-1)).toBe('/horse-hotels/new-hotel'));
  });

  it('toasts the spec text when adding fails', async () => {
    renderAt('/horse-hotels/create', { user: rider, save: () => new Response('boom', { status: 500 }) });
    await screen.findByRole('heading', { name: 'Add Horse Hotel' });
    fireEvent.change(field('Name'), { target: { value: 'Trail Stop' } });
    fireEvent.change(field('City'), { target: { value: 'Aledo' } });
    fireEvent.change(field('State'), { target: { value: 'tx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Horse Hotel' }));
    expect(await screen.findByText('Failed to add horse hotel. Please try again.')).toBeTruthy();
  });

  it('Cancel goes back to the list', async () => {
    renderAt('/horse-hotels/create', { user: rider });
    expect((await screen.findByRole('link', { name: 'Cancel' })).getAttribute('href')).toBe('/horse-hotels');
  });

  it('sends visitors to log in after 500 ms', async () => {
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { set href(url: string) { assign(url); } } });
    try {
      renderAt('/horse-hotels/create', { user: null });
      expect(await screen.findByText('You need to log in to add a horse hotel. Redirecting...')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Add Horse Hotel' })).toBeNull();
      await waitFor(() => expect(assign).toHaveBeenCalledWith(LOGIN_URL));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});

describe('EditHorseHotelPage', () => {
  it('prefills the form for the owner and saves with PUT, then returns to the hotel', async () => {
    const { api, history } = renderAt(`/horse-hotels/${hotel.id}/edit`, { user: owner });
    await screen.findByRole('heading', { name: 'Edit Horse Hotel' });
    expect(field('Name').value).toBe('Aledo Overnight Stalls');
    expect(field('Amenities').value).toBe('Wash rack, Shavings, RV hookups, Hay for sale, Lighted arena');
    expect(field('Turnout available').checked).toBe(true);
    fireEvent.change(field('Weekly Rate'), { target: { value: '' } });
    fireEvent.change(field('Stall Count'), { target: { value: '44' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Horse Hotel Updated')).toBeTruthy();
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toMatchObject({ stallCount: 44, weeklyRate: null, dailyRate: '35.00', amenities: hotel.amenities });
    await waitFor(() => expect(history.at(-1)).toBe(`/horse-hotels/${hotel.id}`));
  });

  it('shows others a 403 text and no form', async () => {
    renderAt(`/horse-hotels/${hotel.id}/edit`, { user: rider });
    expect(await screen.findByText('Only the owner of this horse hotel can edit it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
