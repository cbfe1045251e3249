// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '@/test-utils';
import AboutPage from './AboutPage';

afterEach(cleanup);

describe('AboutPage', () => {
  it('tells the problem, the mission and the owner note, in heading order', () => {
    renderWithApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Cloverleaf' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Everything we need is scattered' })).toBeTruthy();
    expect(screen.getByText(/spread across social media/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Help every rider show up prepared' })).toBeTruthy();
    expect(screen.getByText(/Arena owners may claim their arena's page/)).toBeTruthy();
  });

  it('links each way to contribute to its screen', () => {
    renderWithApp(<AboutPage />);
    const links = Object.fromEntries(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links).toMatchObject({
      'Register an arena': '/arenas/create',
      'Create an event': '/events/create',
      'Find an arena to review': '/arenas',
      'Add a horse hotel': '/horse-hotels/create',
      'List a service': '/services/create',
    });
  });
});
