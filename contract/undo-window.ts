/*
 * The undo of a status move, in one place: how long the server takes it back, and how long the
 * screens offer it. Without zod, so the staff screens import it by its own path.
 */

/**
 * How long after a move the server accepts its undo (POST /api/staff/parcels/{trackCode}/undo).
 * The batch screen offers "Буцаах" on a loaded parcel for all of it (a box found on the wrong truck).
 */
export const UNDO_WINDOW_MS = 60_000;

/**
 * How long the move screen's "Буцаах" stays after a move: long enough to see a mis-tap, short enough
 * not to linger over the next scan. Well inside UNDO_WINDOW_MS, which covers a slow network.
 */
export const UNDO_OFFER_MS = 8_000;

/** The server's window in whole minutes, for the words that state it. */
export const UNDO_WINDOW_MINUTES = Math.round(UNDO_WINDOW_MS / 60_000);
