import fs from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import tailwindcss from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './client-build';

/** The app's stylesheet as the client build compiles it (Tailwind over client/src/index.css), without autoprefixer. */
async function compiledStylesheet() {
  const from = path.join(REPO_ROOT, 'client/src/index.css');
  const result = await postcss([tailwindcss({ config: path.join(REPO_ROOT, 'tailwind.config.ts') })])
    .process(fs.readFileSync(from, 'utf8'), { from });
  const rules: Rule[] = [];
  result.root.walkRules((rule) => { rules.push(rule); });
  return rules;
}

const declaredVariables = (rule: Rule) => rule.nodes.flatMap((node) => (node.type === 'decl' && node.prop.startsWith('--tw-') ? [node.prop] : []));

describe('the compiled stylesheet', () => {
  it('sets no Tailwind variable on every element: the defaults go with the utilities that read them', async () => {
    const rules = await compiledStylesheet();
    const universal = rules.filter((rule) => rule.selectors.some((selector) => /^(\*|::?before|::?after|::backdrop)$/.test(selector.trim())));
    expect(universal.length).toBeGreaterThan(0);
    // ::before and ::after keep only the empty `content` Tailwind's before:/after: variants read.
    expect(universal.flatMap(declaredVariables).filter((name) => name !== '--tw-content')).toEqual([]);

    const defaultsOf = (utility: string) => rules.filter((rule) => rule.selectors.includes(utility)).flatMap(declaredVariables);
    expect(defaultsOf('.focus-visible\\:ring-2')).toEqual(expect.arrayContaining(['--tw-ring-offset-width', '--tw-ring-color', '--tw-shadow']));
    expect(defaultsOf('.shadow-sm')).toEqual(expect.arrayContaining(['--tw-ring-offset-shadow', '--tw-ring-shadow', '--tw-shadow']));
    expect(defaultsOf('.rotate-180')).toEqual(expect.arrayContaining(['--tw-translate-x', '--tw-rotate', '--tw-scale-y']));
  });
});
