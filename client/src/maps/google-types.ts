/// <reference types="google.maps" />

/**
 * The Google Maps namespace as this module receives it: the real `window.google.maps` once the loader is done, or
 * a test double (see testing/google-maps-double.ts). Only files in client/src/maps use it.
 */
export type GoogleMapsApi = typeof google.maps;
export type GoogleMap = google.maps.Map;
export type GoogleMarker = google.maps.Marker;
