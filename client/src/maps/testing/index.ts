// The maps' test door for other features' component tests: a Google Maps double to render maps 'ready' with.
export { createGoogleMapsDouble, type GoogleMapsDoubleOptions } from './google-maps-double';
