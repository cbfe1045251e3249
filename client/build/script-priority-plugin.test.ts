import { describe, expect, it } from 'vitest';
import { withAppScriptPriority } from './script-priority-plugin';

describe('withAppScriptPriority', () => {
  it('asks for the entry and its module preloads at low priority, and leaves every other tag alone', () => {
    const built = [
      '<script>try{document.documentElement.classList.add("x")}catch(e){}</script>',
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
      '<script type="application/json" id="server-state">{}</script>',
    ].join('\n');
    expect(withAppScriptPriority(built)).toBe([
      '<script>try{document.documentElement.classList.add("x")}catch(e){}</script>',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime-b2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
      '<script type="application/json" id="server-state">{}</script>',
    ].join('\n'));
  });

  it('keeps a priority a tag already names', () => {
    const tag = '<script type="module" fetchpriority="high" src="/assets/urgent.js"></script>';
    expect(withAppScriptPriority(tag)).toBe(tag);
  });
});
