// What other features use of trips: the Add to Trip button on events, hotels and services.
export { AddToTripButton } from './AddToTripButton';
