// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GoogleMapsProvider, type PlaceSelection } from '@/maps';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { eventPaths } from './api';
import { QuickArenaDialog } from './QuickArenaDialog';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

// What the offline address search answers for a town, and what Google answers for a street address.
const dublin: PlaceSelection = {
  name: 'Dublin', formattedAddress: 'Dublin, TX, USA', latitude: 32.0851, longitude: -98.3420, city: 'Dublin', state: 'TX', zipCode: '',
};
const ranchRoad: PlaceSelection = {
  name: '1200 Ranch Rd', formattedAddress: '1200 Ranch Rd, Dublin, TX 76446, USA', latitude: 32.09, longitude: -98.35,
  city: 'Dublin', state: 'TX', zipCode: '76446',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'GET /api/places': ({ url }) => [dublin, ranchRoad].filter((place) => place.name.toLowerCase().startsWith(url.searchParams.get('q')!.toLowerCase())),
    'POST /api/arenas': ({ body }) => json({ id: 'b0000000-0000-4000-8000-000000000042', ...(body as object) }, { status: 201 }),
  });
});

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

function renderDialog() {
  const onCreated = vi.fn();
  renderWithApp(
    <GoogleMapsProvider state={{ status: 'no-key', maps: null }}>
      <QuickArenaDialog open onOpenChange={() => {}} onCreated={onCreated} />
    </GoogleMapsProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Create New Arena' }), onCreated };
}

async function pickPlace(dialog: HTMLElement, typed: string, option: string) {
  const search = within(dialog).getByRole('combobox', { name: 'Address' });
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: typed } });
  // The search is debounced and answered by the fake API: allow a busy machine more than the default second.
  fireEvent.click(await within(dialog).findByRole('option', { name: new RegExp(`^${option}`) }, { timeout: 5000 }));
}

async function submit(dialog: HTMLElement, onCreated: ReturnType<typeof vi.fn>): Promise<Record<string, unknown>> {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Arena' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  const posts = api.requests.filter((request: FakeRequest) => request.method === 'POST' && request.url.pathname === eventPaths.arenas);
  expect(posts).toHaveLength(1);
  return posts[0].body as Record<string, unknown>;
}

describe('QuickArenaDialog', () => {
  it('asks about room for large rigs, "Not sure" until answered, and sends no answer as null (not Limited)', async () => {
    const { dialog, onCreated } = renderDialog();
    const question = within(dialog).getByRole('group', { name: 'Room for large rigs?' });
    const choices = within(question).getAllByRole('radio') as HTMLInputElement[];
    expect(choices.map((choice) => choice.labels?.[0].textContent)).toEqual(['Yes', 'Limited', 'Not sure']);
    expect(within(question).getByRole('radio', { name: 'Not sure' })).toHaveProperty('checked', true);

    fireEvent.change(within(dialog).getByLabelText(/Arena name/), { target: { value: 'Erath Arena' } });
    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: 'Dublin' } });
    fireEvent.change(within(dialog).getByLabelText(/State/), { target: { value: 'TX' } });
    expect((await submit(dialog, onCreated)).largeRigsFriendly).toBeNull();
  });

  it.each([['Yes', true], ['Limited', false]])('sends "%s" as %s', async (answer, sent) => {
    const { dialog, onCreated } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText(/Arena name/), { target: { value: 'Erath Arena' } });
    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: 'Dublin' } });
    fireEvent.change(within(dialog).getByLabelText(/State/), { target: { value: 'TX' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: answer }));
    expect((await submit(dialog, onCreated)).largeRigsFriendly).toBe(sent);
  });

  it('fills city and state from a town picked in the address search, without storing "Dublin, TX, USA" as the street', async () => {
    const { dialog, onCreated } = renderDialog();
    await pickPlace(dialog, 'Dub', 'Dublin');
    await waitFor(() => expect(within(dialog).getByLabelText(/City/)).toHaveProperty('value', 'Dublin'));
    expect(within(dialog).getByLabelText(/State/)).toHaveProperty('value', 'TX');
    fireEvent.change(within(dialog).getByLabelText(/Arena name/), { target: { value: 'Erath Arena' } });
    const body = await submit(dialog, onCreated);
    expect(body).toMatchObject({ address: null, city: 'Dublin', state: 'TX', latitude: '32.0851000', longitude: '-98.3420000' });
  });

  it('keeps the street of a picked street address, and forgets it when a town is picked instead', async () => {
    const { dialog, onCreated } = renderDialog();
    await pickPlace(dialog, '1200', '1200 Ranch Rd');
    await waitFor(() => expect(within(dialog).getByLabelText(/City/)).toHaveProperty('value', 'Dublin'));
    await pickPlace(dialog, 'Dub', 'Dublin');
    fireEvent.change(within(dialog).getByLabelText(/Arena name/), { target: { value: 'Erath Arena' } });
    expect(await submit(dialog, onCreated)).toMatchObject({ address: null, zipCode: null, city: 'Dublin' });
  });

  it('sends the street alone when a street address is picked', async () => {
    const { dialog, onCreated } = renderDialog();
    await pickPlace(dialog, '1200', '1200 Ranch Rd');
    await waitFor(() => expect(within(dialog).getByLabelText(/City/)).toHaveProperty('value', 'Dublin'));
    fireEvent.change(within(dialog).getByLabelText(/Arena name/), { target: { value: 'Erath Arena' } });
    expect(await submit(dialog, onCreated)).toMatchObject({ address: '1200 Ranch Rd', zipCode: '76446', city: 'Dublin', state: 'TX' });
  });
});
