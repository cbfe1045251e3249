// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { hotelFixture, reviewFixture } from './hotel-fixtures';
import { HotelReviewsSection } from './HotelReviewsSection';

const hotel = hotelFixture();
const rider = { id: 'rider-1', email: 'rider@example.com', firstName: 'Rita', lastName: 'Rider', profileImageUrl: null };
const ALREADY = 'You have already reviewed this horse hotel. You can edit your review instead.';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

/** Rita has reviewed the hotel already: the server keeps one review per rider, as the API does. */
function renderSection() {
  const mine = reviewFixture({ id: 'review-mine', userId: rider.id, userName: 'Rita Rider', rating: 2, reviewText: 'Dusty barn.' });
  const reviews = [mine, reviewFixture({ id: 'review-other', userId: 'rider-2' })];
  const api = fakeApi({
    [`GET /api/horse-hotels/${hotel.id}/reviews`]: () => json(reviews, { total: reviews.length }),
    [`POST /api/horse-hotels/${hotel.id}/reviews`]: () => json({ message: ALREADY, review: reviews[0] }, { status: 409 }),
    [`PUT /api/horse-hotels/${hotel.id}/reviews/review-mine`]: (request: FakeRequest) => {
      reviews[0] = { ...reviews[0], ...(request.body as object), editedAt: new Date().toISOString() };
      return reviews[0];
    },
    [`DELETE /api/horse-hotels/${hotel.id}/reviews/review-mine`]: () => {
      reviews.splice(0, 1);
      return new Response(null, { status: 204 });
    },
  }, { user: rider });
  renderWithApp(<><HotelReviewsSection hotel={hotel} /><Toaster /></>);
  return api;
}

const textOf = (form: HTMLElement) => (within(form).getByLabelText('Your review') as HTMLTextAreaElement).value;
const checkedStars = (form: HTMLElement) =>
  within(form).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.getAttribute('aria-label'));

describe('HotelReviewsSection', () => {
  it('offers to edit the first review when a rider submits a second, and saves the edit with PUT', async () => {
    const api = renderSection();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Second try.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post Review' }));

    const offer = await within(form).findByRole('alert');
    expect(offer.textContent).toContain(ALREADY);
    fireEvent.click(within(offer).getByRole('button', { name: 'Edit Your Review' }));

    const edit = await screen.findByRole('form', { name: 'Edit your review' });
    expect(within(edit).getByRole('heading', { name: 'Edit Your Review' })).toBeTruthy();
    expect(textOf(edit)).toBe('Dusty barn.');
    expect(checkedStars(edit)).toEqual(['2 stars']);
    expect(within(edit).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(edit).getByLabelText('Your review')));

    fireEvent.click(within(edit).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(edit).getByLabelText('Your review'), { target: { value: 'Swept and bedded this time.' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Review updated')).toBeTruthy();
    const put = api.requests.filter((request) => request.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0].body).toEqual({ rating: 4, reviewText: 'Swept and bedded this time.', photoUploadIds: [] });
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText('Swept and bedded this time.')).toBeTruthy();
    expect(screen.getByText('(edited)')).toBeTruthy();
    // Back to an empty form.
    const again = await screen.findByRole('form', { name: 'Write a review' });
    expect(textOf(again)).toBe('');
    expect(checkedStars(again)).toEqual(['5 stars']);
  });

  it("gives the rider's own review, and only it, an edit button that opens it in the form; Cancel leaves it unchanged", async () => {
    const api = renderSection();
    await screen.findByText('Dusty barn.');
    const buttons = screen.getAllByRole('button', { name: 'Edit your review' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0].closest('li')!.textContent).toContain('Dusty barn.');
    fireEvent.click(buttons[0]);
    const edit = await screen.findByRole('form', { name: 'Edit your review' });
    expect(textOf(edit)).toBe('Dusty barn.');
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    const write = await screen.findByRole('form', { name: 'Write a review' });
    expect(textOf(write)).toBe('');
    expect(api.requests.some((request) => request.method !== 'GET')).toBe(false);
  });

  it("deletes the rider's own review after asking, and the list refreshes without it", async () => {
    const api = renderSection();
    const mine = (await screen.findByText('Dusty barn.')).closest('li')!;
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(within(mine).getByText('Delete this review?')).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Dusty barn.')).toBeNull());
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
