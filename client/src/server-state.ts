/** The id of the JSON data block a server-rendered page carries its query cache in. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';
