// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { LOGIN_URL } from '@/features/auth';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import HorseHotelDetailPage from './HorseHotelDetailPage';
import { hotelFixture, nearbyArenaFixture, reviewFixture } from './hotel-fixtures';

const hotel = hotelFixture();
const owner = { id: 'owner-1', email: 'owner@example.com', firstName: 'Olive', lastName: 'Owner', profileImageUrl: null };
const rider = { id: 'rider-1', email: 'rider@example.com', firstName: 'Rita', lastName: 'Rider', profileImageUrl: null };

// The first render loads the page's modules; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

function renderDetail({ user = null, hotelAnswer, postReview }: {
  user?: object | null;
  hotelAnswer?: () => unknown;
  postReview?: (request: FakeRequest) => unknown;
} = {}) {
  const reviews = [reviewFixture()];
  const api = fakeApi({
    [`GET /api/horse-hotels/${hotel.id}`]: hotelAnswer ?? (() => hotel),
    [`GET /api/horse-hotels/${hotel.id}/arenas`]: () => json([nearbyArenaFixture()], { total: 1 }),
    [`GET /api/horse-hotels/${hotel.id}/reviews`]: () => json(reviews, { total: reviews.length }),
    [`POST /api/horse-hotels/${hotel.id}/reviews`]: postReview ?? ((request) => {
      const body = request.body as { rating: number; reviewText: string };
      const review = reviewFixture({ id: 'review-new', rating: body.rating, reviewText: body.reviewText, userName: 'Rita Rider' });
      reviews.unshift(review);
      return json(review, { status: 201 });
    }),
  }, { user });
  renderWithApp(
    <>
      <Route path="/horse-hotels/:id" component={HorseHotelDetailPage} />
      <Toaster />
    </>,
    { path: `/horse-hotels/${hotel.id}` },
  );
  return api;
}

describe('HorseHotelDetailPage', () => {
  it('shows the hotel: address, facility, rates, nearby arenas with miles, contact and reviews', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aledo Overnight Stalls' })).toBeTruthy();
    expect(screen.getByText('1450 FM 1187, Aledo, TX 76008')).toBeTruthy();
    expect(screen.getByText('40 stalls')).toBeTruthy();
    expect(screen.getByText('Covered 12x12')).toBeTruthy();
    expect(screen.getByText('$35/day')).toBeTruthy();
    expect(screen.getByText('$200/week')).toBeTruthy();
    expect(screen.getByText('Lighted arena')).toBeTruthy();
    const arena = await screen.findByRole('link', { name: /Parker County Arena/ });
    expect(arena.getAttribute('href')).toBe('/arenas/arena-1');
    expect(within(arena).getByText('12.3 miles')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(817) 555-0140' }).getAttribute('href')).toBe('tel:8175550140');
    expect(await screen.findByText('Stalls were clean and the owner met us at midnight.')).toBeTruthy();
    expect(screen.getByText('Casey Rider')).toBeTruthy();
  });

  it("says 'Contact for pricing' without rates", async () => {
    renderDetail({ hotelAnswer: () => hotelFixture({ dailyRate: null, weeklyRate: null }) });
    expect(await screen.findByText('Contact for pricing')).toBeTruthy();
  });

  it('signed out: a log-in prompt instead of the review form, no Edit, Add to Trip leading to log in', async () => {
    renderDetail();
    const login = await screen.findByRole('link', { name: 'Log In to Review' });
    expect(login.getAttribute('href')).toBe(LOGIN_URL);
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Trip' })).toBeTruthy();
  });

  it('shows Edit only to the owner', async () => {
    renderDetail({ user: owner });
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe(`/horse-hotels/${hotel.id}/edit`);
    expect(screen.getByRole('button', { name: 'Add to Trip' })).toBeTruthy();
    cleanup();
    renderDetail({ user: rider });
    await screen.findByRole('form', { name: 'Write a review' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('refuses a blank review, then posts one, toasts and resets the stars to 5', async () => {
    const api = renderDetail({ user: rider });
    const form = await screen.findByRole('form', { name: 'Write a review' });
    const five = within(form).getByRole('radio', { name: '5 stars' }) as HTMLInputElement;
    expect(five.checked).toBe(true);

    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await within(form).findByText('Please write a review before submitting.')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Good turnout pens.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await screen.findByText('Review posted!')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')!.body).toEqual({ rating: 3, reviewText: 'Good turnout pens.', photoUploadIds: [] });
    expect(await screen.findByText('Good turnout pens.')).toBeTruthy();
    await waitFor(() => expect(five.checked).toBe(true));
    expect((within(form).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('');
  });

  it('toasts the spec text when posting fails', async () => {
    renderDetail({ user: rider, postReview: () => new Response('boom', { status: 500 }) });
    const form = await screen.findByRole('form', { name: 'Write a review' });
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Nice.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await screen.findByText('Failed to post review. Please try again.')).toBeTruthy();
    expect((within(form).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Nice.');
  });

  it("shows 'Horse Hotel Not Found' for a missing hotel", async () => {
    renderDetail({ hotelAnswer: () => json({ message: 'Horse Hotel Not Found' }, { status: 404 }) });
    expect(await screen.findByText('Horse Hotel Not Found', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Horse Hotels' }).getAttribute('href')).toBe('/horse-hotels');
  });
});
