/*
 * The app's scripts after the first paint. A prerendered page paints from its HTML and
 * inline styles alone; its scripts only take the screen over. Requested from <head> as Vite writes
 * them (a parser-inserted `<script type=module>` and a `<link rel=modulepreload>` per chunk), they
 * go out while the HTML is still arriving: high-priority requests before the paint, which share a
 * weak link with the page itself, and which Lighthouse's simulation counts into the first paint and
 * the LCP (docs/quality.md, "What stands between us and the targets").
 *
 * So the prerendered pages carry those tags inert, inside `<template APP_SCRIPTS_ATTRIBUTE>`
 * (vite.prerender.ts), and this script, inlined after it, makes live copies of them once the page
 * has painted, in their order (the entry script first), one in each task so a tap can come
 * between. The browser reports the first contentful paint to a PerformanceObserver after the frame
 * is on screen; without that entry type, the task after the first animation frame. A page kept
 * hidden paints nothing: it starts 3 s after its load event (a visible page has painted long
 * before, so this never puts the scripts before the paint).
 *
 * A string, not a function: its exact bytes are hashed into the server's Content-Security-Policy
 * (server/plugins/security-headers.ts), as the early-input guard's are (./early-input-script.ts).
 * That guard still sees the entry script fail to load (its error reaches `window` in the capture
 * phase, wherever the element came from).
 */

/** On the `<template>` that holds the app's script tags until the first paint. */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

const READABLE_SCRIPT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var holder = document.querySelector('template[${APP_SCRIPTS_ATTRIBUTE}]');
    if (!holder) return;
    var tags = holder.content.children;
    var next = 0;
    // One tag a task: each starts a request, which took the browser up to 25 ms at 4x CPU, and
    // all twelve of /calculate in one insertion up to 110 ms, a long task right after the paint.
    function insertNext() {
      var tag = tags[next++];
      if (!tag) return;
      var copy = document.createElement(tag.localName);
      for (var j = 0; j < tag.attributes.length; j++) copy.setAttribute(tag.attributes[j].name, tag.attributes[j].value);
      document.head.appendChild(copy);
      setTimeout(insertNext, 0);
    }
    insertNext();
  }
  function nextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Should no paint ever be reported (a page kept hidden, a browser that never says), all the same.
  addEventListener('load', function () {
    setTimeout(start, 3000);
  });
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return nextFrame();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();`;

/** What each prerendered page carries: the script above without its line breaks. */
export const APP_START_SCRIPT = READABLE_SCRIPT.replace(/^\s*\/\/.*\n/gm, '').replace(/\n\s*/g, '');
