/**
 * A start the server refuses because of how it was set up (other instances on the database, no
 * organisation to run for): its message tells the operator what to do, and main prints only that.
 */
export class RefusedStartError extends Error {}
