/** The maps module's addresses on the API: the maps key, and the server's offline place search. */
export const mapsPaths = {
  config: '/api/config',
  places: '/api/places',
  reversePlace: '/api/places/reverse',
} as const;
