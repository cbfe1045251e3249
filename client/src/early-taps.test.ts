// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The inline script as index.html carries it (vite.config.ts inlines this file): run once per test on a page shaped
// like a server-rendered one.
const SCRIPT = fs.readFileSync(path.join(import.meta.dirname, 'early-taps.js'), 'utf8');
const FAILED = 'This page could not finish loading, so your tap did nothing. Check your connection and reload the page.';

const take = () => window.__cloverleafEarlyTaps!.take();
const byId = (id: string) => document.getElementById(id)!;

/** A click as a tap produces it; true when the page let its default action (and the app) have it. */
const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root"><header><a id="home" href="/">Cloverleaf</a></header>
      <main><p>An event</p><div><button id="save" aria-label="Save Spring Run"><svg id="heart"></svg></button>
      <button id="weekend" aria-busy="false">This Weekend</button><span id="text">Friday</span></div></main></div>
    <button id="outside">Outside the app</button>`;
  new Function(SCRIPT)();
});
afterEach(() => {
  take(); // stops the script's listeners
  document.documentElement.removeAttribute('data-page-ready');
});

describe('early taps (the inline script)', () => {
  it('holds a tap on a control before the page is ready and marks the control busy', () => {
    expect(tap(byId('heart'))).toBe(false);
    expect(byId('save').getAttribute('data-early-tap')).toBe('held');
    expect(byId('save').getAttribute('aria-busy')).toBe('true');
    const held = take();
    expect(held).toEqual({ element: byId('save'), path: [1, 1, 0], tagName: 'BUTTON', name: 'Save Spring Run' });
    // Taken: released, and later taps go to the app.
    expect(byId('save').hasAttribute('data-early-tap')).toBe(false);
    expect(byId('save').hasAttribute('aria-busy')).toBe(false);
    expect(tap(byId('save'))).toBe(true);
    expect(take()).toBeNull();
  });

  it('keeps one tap: a second tap on the same control, or the last control tapped', () => {
    tap(byId('save'));
    tap(byId('save'));
    expect(take()?.element).toBe(byId('save'));

    new Function(SCRIPT)();
    tap(byId('save'));
    tap(byId('weekend'));
    expect(byId('save').hasAttribute('data-early-tap')).toBe(false);
    expect(byId('weekend').getAttribute('aria-busy')).toBe('true');
    expect(take()?.name).toBe('This Weekend');
    // The control's own aria-busy comes back.
    expect(byId('weekend').getAttribute('aria-busy')).toBe('false');
  });

  it('leaves links, text, controls outside the app and every tap once the page is ready alone', () => {
    expect(tap(byId('home'))).toBe(true);
    expect(tap(byId('text'))).toBe(true);
    expect(tap(byId('outside'))).toBe(true);
    document.documentElement.dataset.pageReady = 'true';
    expect(tap(byId('save'))).toBe(true);
    expect(take()).toBeNull();
  });

  it('refuses a held tap, and later ones, with a reason when the app\'s script fails to load', () => {
    tap(byId('save'));
    const entry = document.createElement('script');
    document.head.appendChild(entry);
    entry.dispatchEvent(new Event('error'));
    expect(byId('save').hasAttribute('data-early-tap')).toBe(false);
    expect(byId('early-tap-failed').getAttribute('role')).toBe('alert');
    expect(byId('early-tap-failed').textContent).toBe(FAILED);

    byId('early-tap-failed').remove();
    expect(tap(byId('weekend'))).toBe(false);
    expect(byId('weekend').hasAttribute('data-early-tap')).toBe(false);
    expect(byId('early-tap-failed').textContent).toBe(FAILED);
    expect(take()).toBeNull();
    entry.remove();
  });

  it('refuses when Vite could not load a lazily loaded page\'s code, and ignores a broken image', () => {
    const image = document.createElement('img');
    byId('root').appendChild(image);
    image.dispatchEvent(new Event('error'));
    tap(byId('save'));
    expect(document.getElementById('early-tap-failed')).toBeNull();
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(byId('early-tap-failed').textContent).toBe(FAILED);
    byId('early-tap-failed').remove();
  });
});
