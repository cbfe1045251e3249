import fc from 'fast-check';

/** Keys that pollute prototypes when code copies a parsed body with plain assignment or a naive deep merge. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

const nastyStrings = fc.constantFrom(
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\uffff', '<script>alert(1)</script>', "' OR 1=1 --", 'javascript:alert(1)',
  'null', 'undefined', 'NaN', 'Infinity', '-1', '1e309', '0x10', '2026-02-30', '-271821-04-20T00:00:00Z',
  '275760-09-13', '99999-01-01', '🐎'.repeat(500), 'x'.repeat(5000),
);

const nastyNumbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 2 ** 53, -(2 ** 63), 8.64e15, -8.64e15, 1e-320),
);

const scalar = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  nastyStrings,
  nastyNumbers,
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value, weighted to the kinds that break validators: wrong types, odd strings and numbers, nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_KEYS)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An object with own keys as given, `__proto__` included (an object literal or assignment would set the prototype). */
function objectWithOwnKeys(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** A body as JSON text with the content type to send it as. */
export interface RawBody {
  text: string;
  contentType: string;
}

const asJson = (value: unknown): RawBody => ({ text: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

const DEEP = 5000;

/** Values that once slipped past validation into PostgreSQL, and the type confusions every field must survive. */
const FIELD_CONFUSIONS: unknown[] = [
  'before\u0000after',
  '-271821-04-20T00:00:00Z',
  -8.64e15,
  objectWithOwnKeys([['__proto__', { polluted: true }], ['constructor', { prototype: { polluted: true } }]]),
  [['nested'], null],
];

/** The valid body with each field in turn replaced by each confusing value: run before the random cases. */
export function fieldConfusions(validBody: Record<string, unknown>): RawBody[] {
  return Object.keys(validBody).flatMap((field) => FIELD_CONFUSIONS.map((value) => asJson({ ...validBody, [field]: value })));
}

/**
 * Bodies for a route whose valid body is `validBody`: that body with fields replaced or added (prototype keys
 * too), any JSON value, broken JSON text, deep nesting, oversized strings and unexpected content types.
 */
export function malformedBodies(validBody: Record<string, unknown>): fc.Arbitrary<RawBody> {
  const fields = Object.keys(validBody);
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(fields.length ? fields : ['id'])) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, 'id', 'userId', 'ownerId', 'createdAt') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const mutated = fc.array(fc.tuple(key, nastyValue), { minLength: 1, maxLength: 3 })
    .map((changes) => asJson(objectWithOwnKeys([...Object.entries(validBody), ...changes])));
  const withoutFields = fc.subarray(fields).map((kept) => asJson(Object.fromEntries(kept.map((field) => [field, validBody[field]]))));
  const brokenText = fc.oneof(
    fc.nat({ max: Math.max(1, JSON.stringify(validBody).length - 1) }).map((cut) => JSON.stringify(validBody).slice(0, cut)),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom('{"a":1,}', "{'a':1}", '{"a":01}', '[1,2', 'NaN', '{"a":"\\u12"}', '\u0000', '{"__proto__":{"polluted":true}}'),
  ).map((text) => ({ text, contentType: 'application/json' }));
  const deep = fc.constantFrom(
    { text: `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`, contentType: 'application/json' },
    { text: `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`, contentType: 'application/json' },
  );
  const huge = fc.constantFrom(...fields.length ? fields : ['name'])
    .map((field) => asJson({ ...validBody, [field]: 'x'.repeat(120 * 1024) }));
  const otherTypes = fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/xml')
    .map((contentType) => ({ text: JSON.stringify(validBody), contentType }));
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 2, arbitrary: withoutFields },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(asJson) },
    { weight: 2, arbitrary: brokenText },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: otherTypes },
  );
}
