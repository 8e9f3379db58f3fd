import {
  EARLY_ANSWER_ATTRIBUTE,
  EARLY_ANSWER_GLOBAL,
  EARLY_SUBMIT_ATTRIBUTE,
  FORM_READY_EVENT,
  HELD_SUBMIT_ATTRIBUTE,
  PENDING_LABEL_ATTRIBUTE,
} from './early-input.ts';

/*
 * A search tapped before the app has started. On a weak link the prerendered screen is on show for
 * seconds before its JavaScript runs: the fields take typing, and a submit is the browser's own (a
 * GET of the same page with the form's fields in the query). This script, inlined at the top of
 * every page, decides for the forms marked with EARLY_SUBMIT_ATTRIBUTE:
 * - on a first visit the browser's own submit goes at once: the server answers the search itself
 *   in the page it sends back (server/plugins/page-search.ts), seconds before the app's
 *   script would have arrived and run on that link;
 * - when a service worker controls the page (a repeat visit), the app's script comes from the
 *   device and starts within a moment, while a page load would get the worker's copy without the
 *   answer: the submit is held, the form's button shows that it is on its way, and once the app has
 *   taken the form over (it dispatches FORM_READY_EVENT on it) the form is submitted again, now
 *   through the app. The fields hand the app what was typed meanwhile
 *   (src/hooks/use-adopt-early-value.ts). Should the app's script fail to load, the browser's own
 *   submit goes out after all. A form that names its API (EARLY_ANSWER_ATTRIBUTE) has its search
 *   asked of the API at the tap, a round trip before the app could ask it: the app takes that
 *   request over when it asked what the app would ask (src/features/parcel-lookup/held-search.ts).
 * docs/quality.md ("The answer before the app") has the figures for each.
 *
 * It is a string, not a function, because its exact bytes are hashed into the server's
 * Content-Security-Policy (server/plugins/security-headers.ts), which allows no other inline script.
 */

const READABLE_SCRIPT = `(function () {
  var root = document.documentElement;
  var ready = new WeakSet();
  var held = null;
  var status = null;
  // Said to a screen reader, as the spinner shows it: a live region outside the app's root, made on
  // the first hold and filled a moment later, so that its text is a change that is announced.
  function say(text) {
    if (!status) {
      status = document.createElement('div');
      status.setAttribute('role', 'status');
      status.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
      document.body.appendChild(status);
    }
    setTimeout(function () {
      status.textContent = text;
    }, 100);
  }
  // The form's fields read as the plain form sends them, as contract/linked-lookup.ts reads them:
  // the mode field names the key, the one text field holds the phone or the code.
  function ask(form) {
    var path = form.getAttribute('${EARLY_ANSWER_ATTRIBUTE}');
    if (!path || !window.fetch) return;
    var fields = new URLSearchParams(new FormData(form));
    var mode = fields.get('mode') === 'trackCode' ? 'trackCode' : 'phone';
    var value = (fields.get(mode) || fields.get('phone') || '').trim();
    if (!value) return;
    var body = {};
    body[mode] = mode === 'trackCode' ? value.toUpperCase() : value;
    var response = fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // Failed, it is the app's to ask again: not an error of the page's own.
    response.catch(function () {});
    window['${EARLY_ANSWER_GLOBAL}'] = { asked: body, response: response };
  }
  function release() {
    root.removeAttribute('${HELD_SUBMIT_ATTRIBUTE}');
    if (status) say('');
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form.hasAttribute('${EARLY_SUBMIT_ATTRIBUTE}') || ready.has(form)) return;
    // A first visit: the server's answer comes sooner than the app would (see above).
    if (!(navigator.serviceWorker && navigator.serviceWorker.controller)) return;
    event.preventDefault();
    held = { form: form, submitter: event.submitter };
    root.setAttribute('${HELD_SUBMIT_ATTRIBUTE}', '');
    ask(form);
    say((event.submitter && event.submitter.getAttribute('${PENDING_LABEL_ATTRIBUTE}')) || '');
  }, true);
  document.addEventListener('${FORM_READY_EVENT}', function (event) {
    var form = event.target;
    ready.add(form);
    // A screen rendered afresh (another language) replaced the held form: by one of the same name,
    // which the fields have given the text typed (src/lib/typed-before-render.ts), or by none.
    if (held && !held.form.isConnected) {
      if (held.form.getAttribute('${EARLY_SUBMIT_ATTRIBUTE}') === form.getAttribute('${EARLY_SUBMIT_ATTRIBUTE}')) {
        held = { form: form, submitter: null };
      } else {
        held = null;
        release();
      }
    }
    if (!held || held.form !== form) return;
    var submitter = held.submitter;
    held = null;
    // Once the app's commit has settled (the fields' adopted text rendered), not inside it.
    setTimeout(function () {
      release();
      form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
    }, 0);
  });
  // The app's script failed to arrive (a dropped link): the browser's own submit, as without this guard.
  window.addEventListener('error', function (event) {
    if (!held || !event.target || event.target.tagName !== 'SCRIPT') return;
    var form = held.form;
    held = null;
    release();
    form.submit();
  }, true);
})();`;

/** What every page carries: the script above without its comments and line breaks (2.3 KB, 1.0 KB gzip). */
export const EARLY_INPUT_SCRIPT = READABLE_SCRIPT.replace(/^\s*\/\/.*\n/gm, '').replace(/\n\s*/g, '');
