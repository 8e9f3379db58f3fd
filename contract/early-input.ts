/*
 * The names the page's early-input guard (./early-input-script.ts: what it does, and why) and the
 * app share. Apart from the script itself, so that the app's bundle carries these names only, not
 * the script's text (which every page already has inline).
 */

/**
 * On a `<form>`, with the form's name as its value: a submit before the app has taken it over is
 * held (a repeat visit) or goes as the browser's own (a first visit): see the script.
 */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/** Dispatched (bubbling) on such a form once the app has taken it over. */
export const FORM_READY_EVENT = 'achaa:form-ready';

/** Set on `<html>` while a submit waits for the app; the button's style shows it as pending. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/** On a submit button: the words for its pending state ("Хайж байна…"), said while its submit is held. */
export const PENDING_LABEL_ATTRIBUTE = 'data-pending-label';

/**
 * On such a form, when its search can be asked of the API before the app has started: the API's
 * address for it (a POST of `{ [mode]: value }`, the form's mode field naming the key). The guard
 * sends a held submit there at once and leaves the request under EARLY_ANSWER_GLOBAL.
 */
export const EARLY_ANSWER_ATTRIBUTE = 'data-early-answer';

/** The property of `window` where the guard leaves the request it sent for a held submit. */
export const EARLY_ANSWER_GLOBAL = '__achaaEarlyAnswer';

/** What the guard leaves there: the body it sent (`{ [mode]: value }`) and the API's response. */
export type EarlyAnswer = { asked: Record<string, string>; response: Promise<Response> };
