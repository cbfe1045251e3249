/** The id of the JSON data block a server-rendered page carries its query cache in. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The id of the JSON block a server-rendered page carries the rider's clock it was rendered with in. */
export const RENDER_CLOCK_ELEMENT_ID = 'render-clock';
