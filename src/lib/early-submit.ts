import { EARLY_ANSWER_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE, FORM_READY_EVENT } from '@contract/early-input';

/** The form tells the page's early-input guard that the app now has it; a submit held meanwhile goes out again. */
function announceFormReady(form: HTMLFormElement | null) {
  form?.dispatchEvent(new Event(FORM_READY_EVENT, { bubbles: true }));
}

/**
 * On a form of a prerendered screen, `name` naming it on the page: a submit made before the app has
 * started is held and sent through the app once it has, instead of reloading the page
 * (contract/early-input-script.ts). With `answeredBy`, the API's address of its search, that search
 * is asked at the tap, before the app has started.
 */
export function earlySubmitProps(name: string, answeredBy?: string) {
  return { [EARLY_SUBMIT_ATTRIBUTE]: name, [EARLY_ANSWER_ATTRIBUTE]: answeredBy, ref: announceFormReady };
}
