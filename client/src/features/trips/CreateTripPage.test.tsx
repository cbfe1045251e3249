// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { tripPaths } from './api';
import CreateTripPage from './CreateTripPage';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

const trip = { id: '0b7f6b1e-2a51-4d39-9a49-5a9a1f0e8c11', name: 'Waco Weekend' };
const rider = { id: 'u1', email: 'rider@example.com' };

function renderPage() {
  return renderWithApp(<><CreateTripPage /><Toaster /></>, { path: '/trips/create' });
}

async function fillRequired() {
  fireEvent.input(await screen.findByLabelText(/Trip Name/), { target: { value: 'Waco Weekend' } });
  fireEvent.input(screen.getByLabelText(/Start Date/), { target: { value: '2026-06-03' } });
  fireEvent.input(screen.getByLabelText(/End Date/), { target: { value: '2026-06-05' } });
}

describe('CreateTripPage', () => {
  it('shows the spec texts, placeholders, rows and links back to /trips', async () => {
    fakeApi({}, { user: rider });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Create New Trip' })).toBeTruthy();
    expect(screen.getByText('Plan your barrel racing trip with events, accommodations, and service providers')).toBeTruthy();
    expect((await screen.findByLabelText(/Trip Name/)).getAttribute('placeholder')).toBe('Summer Trip 2024');
    expect(screen.getByLabelText(/Description/).getAttribute('rows')).toBe('3');
    expect(screen.getByLabelText(/Notes/).getAttribute('rows')).toBe('4');
    expect(screen.getByLabelText(/Start Date/).getAttribute('type')).toBe('date');
    expect(screen.getByLabelText(/Start Location/).getAttribute('placeholder')).toBe('City, State');
    expect(screen.getByLabelText(/End Location/).getAttribute('placeholder')).toBe('City, State');
    expect(screen.getByRole('link', { name: 'Back to Trips' }).getAttribute('href')).toBe('/trips');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/trips');
  });

  it('requires a name and both dates before sending anything', async () => {
    const api = fakeApi({}, { user: rider });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Trip' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('creates the trip with each picked day at noon UTC, toasts and opens it', async () => {
    const api = fakeApi({ [`POST ${tripPaths.list}`]: () => trip }, { user: rider });
    const { location } = renderPage();
    await fillRequired();
    fireEvent.input(screen.getByLabelText(/Start Location/), { target: { value: 'Weatherford, TX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Trip' }));
    await screen.findByText('Trip created');
    expect(screen.getByText('Your trip has been created successfully.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      name: 'Waco Weekend',
      startDate: '2026-06-03T12:00:00.000Z',
      endDate: '2026-06-05T12:00:00.000Z',
      startLocation: 'Weatherford, TX',
      description: null,
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/trips/${trip.id}`));
  });

  it('shows the destructive error toast when the server refuses', async () => {
    fakeApi({ [`POST ${tripPaths.list}`]: () => new Response('boom', { status: 500 }) }, { user: rider });
    const { location } = renderPage();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create Trip' }));
    await screen.findByText('Failed to create trip. Please try again.');
    expect(screen.getByText('Error')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/trips/create');
  });
});
