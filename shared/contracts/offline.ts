/**
 * How the app keeps working with no signal (issue 24). A write sent with an Idempotency-Key is done once: a repeat
 * with the same key (the outbox resending after a lost connection) gets the first answer again, marked with
 * IDEMPOTENT_REPLAY_HEADER. Every request from the app names the API version it was built against; a server
 * whose contracts changed since answers 426 with CLIENT_OUTDATED_MESSAGE instead of misreading it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const API_VERSION_HEADER = 'X-Cloverleaf-Api';

/** Raise when a request or answer shape changes in a way an older client would misread. */
export const API_VERSION = 1;

export const CLIENT_OUTDATED_STATUS = 426;
export const CLIENT_OUTDATED_MESSAGE = 'Cloverleaf has been updated. Reload to get the new version.';
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = 'This change is still being saved. It will be checked again in a moment.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';
export const IDEMPOTENCY_UNCONFIRMED_MESSAGE =
  'We could not confirm whether this change was saved. Check it, and make it again if it is missing.';
