import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ name: z.string().min(1, 'Required') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema on the first validation only, and validates as zodResolver does', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<{ name: string }, { name: string }>(load);
    expect(load).not.toHaveBeenCalled();

    const invalid = await resolver({ name: '' }, undefined, options);
    expect(invalid.errors.name?.message).toBe('Required');
    const valid = await resolver({ name: 'Lubbock' }, undefined, options);
    expect(valid).toEqual({ values: { name: 'Lubbock' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the download once, and validation then uses it', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<{ name: string }, { name: string }>(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await resolver({ name: '' }, undefined, options)).errors.name?.message).toBe('Required');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download is tried again on the next validation, and a failed preload throws nowhere', async () => {
    const load = vi.fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver<{ name: string }, { name: string }>(load);
    resolver.preload();
    await new Promise((settled) => setTimeout(settled));
    await expect(resolver({ name: '' }, undefined, options)).rejects.toThrow('still offline');
    expect((await resolver({ name: '' }, undefined, options)).errors.name?.message).toBe('Required');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
