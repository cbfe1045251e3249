// A Node module hook (registered by root-postgres.ts): resolves the embedded PostgreSQL binaries' package to the
// copy the postgres OS user can reach.
let redirect = { specifier: '', url: '' };

export function initialize(data) {
  redirect = data;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === redirect.specifier) return { url: redirect.url, shortCircuit: true, format: 'module' };
  return nextResolve(specifier, context);
}
