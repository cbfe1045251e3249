// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTappedControl, replayEarlyTap, type EarlyTap } from './early-taps';

const page = (html: string) => {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
};

const tapOn = (element: Element, path: number[]): EarlyTap => ({
  element, path, tagName: element.tagName, name: element.getAttribute('aria-label') || element.textContent!.trim(),
});

afterEach(() => {
  delete window.__cloverleafEarlyTaps;
});

describe('findTappedControl', () => {
  it('is the tapped node itself while it is on the page (hydration kept the server\'s node)', () => {
    const root = page('<main><button aria-label="Save Spring Run"></button></main>');
    const button = root.querySelector('button')!;
    expect(findTappedControl(tapOn(button, [0, 0]), root)).toBe(button);
  });

  it('is the node in the same place with the same tag and name when hydration rendered the part anew', () => {
    const root = page('<main><p>Spring Run</p><button>This Weekend</button></main>');
    const tap = tapOn(root.querySelector('button')!, [0, 1]);
    root.innerHTML = '<main><p>Spring Run</p><button>This Weekend</button></main>';
    expect(findTappedControl(tap, root)).toBe(root.querySelector('button'));
  });

  it('is nothing when that place now holds something else, or nothing', () => {
    const root = page('<main><button>This Weekend</button></main>');
    const tap = tapOn(root.querySelector('button')!, [0, 0]);
    root.innerHTML = '<main><button>Clear Filters</button></main>';
    expect(findTappedControl(tap, root)).toBeNull();
    root.innerHTML = '<main><a>This Weekend</a></main>';
    expect(findTappedControl(tap, root)).toBeNull();
    root.innerHTML = '<p>Loading</p>';
    expect(findTappedControl(tap, root)).toBeNull();
  });
});

describe('replayEarlyTap', () => {
  it('clicks the held tap\'s control once', () => {
    const root = page('<button>This Weekend</button>');
    const button = root.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    const take = vi.fn(() => tapOn(button, [0]));
    window.__cloverleafEarlyTaps = { take };
    const lost = vi.fn();
    replayEarlyTap(lost);
    expect(take).toHaveBeenCalledOnce();
    expect(clicks).toHaveBeenCalledOnce();
    expect(lost).not.toHaveBeenCalled();
  });

  it('says the tap was lost when its control is gone, and does nothing without a held tap or the script', () => {
    const root = page('<button>This Weekend</button>');
    const tap = tapOn(root.querySelector('button')!, [0]);
    root.innerHTML = '<p>Nothing here</p>';
    const lost = vi.fn();
    window.__cloverleafEarlyTaps = { take: () => tap };
    replayEarlyTap(lost);
    expect(lost).toHaveBeenCalledOnce();

    window.__cloverleafEarlyTaps = { take: () => null };
    replayEarlyTap(lost);
    delete window.__cloverleafEarlyTaps;
    replayEarlyTap(lost);
    expect(lost).toHaveBeenCalledOnce();
  });
});
