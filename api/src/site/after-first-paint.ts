import { createHash } from 'node:crypto';

/** The element that holds a drawn page's scripts until the page has been painted. */
export const HELD_SCRIPTS_ID = 'after-first-paint';

/**
 * Puts the held scripts and their preloads into the page a frame after the browser has reported the page's
 * first contentful paint and the page has loaded (its styles and pictures); at once when it cannot report a
 * paint (no paint timing, a page opened out of sight), and at the latest 3 s after the page is parsed, so a
 * page still waiting on a picture becomes live. One element a task, in their order: each starts a fetch,
 * which took 1-6 ms of a 4x slower CPU (about 110 ms for all sixteen in one task); four a task took 15-19 ms
 * each in Lighthouse's traced browser, long tasks of 60-76 ms in its 4x slower simulation. The page's storage
 * is read once first, in this task: the first read waits on the browser (about 30 ms of that CPU), and the
 * federation runtime's start, in the entry's evaluation, reads it. Written by hand, as a few lines of ES5
 * that must run before any bundle.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function () {
  var held = document.getElementById('${HELD_SCRIPTS_ID}');
  var started = false, painted = false, loaded = document.readyState === 'complete';
  function start() {
    if (started || !held) return;
    started = true;
    try {
      window.localStorage.getItem('');
    } catch (error) {}
    var elements = held.content.cloneNode(true);
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      var next = elements.firstElementChild;
      if (!next) return;
      document.body.appendChild(next);
      channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  }
  function startWhenReady() {
    // After the next frame, so the pictures that completed the load are drawn before any script is fetched.
    if (painted && loaded) requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    painted = true;
    startWhenReady();
  }).observe({ type: 'paint', buffered: true });
  window.addEventListener('load', function () {
    loaded = true;
    startWhenReady();
  });
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
})();`;

/** The policy's permission for that one inline script (security-headers.ts): its text's hash. */
export const AFTER_FIRST_PAINT_HASH = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * A drawn page's scripts and their preloads, held until the page has been painted and has loaded
 * (docs/performance.md §9): in a template the inline script above puts into the page then.
 *
 * Why: the drawn page needs no script to be seen. A script run before the first frame is presented
 * holds that frame (the entry's 60-70 ms evaluation landed between the first layout and the paint's
 * presentation), and scripts fetched before the paint share the network with what it needs. Lighthouse
 * counts every script fetched before the first or largest paint as needed by it: /login's FCP and LCP
 * read 2.2-2.5 s on its simulated slow 4G, as if every chunk were needed to paint a drawn form.
 */
export const scriptsAfterFirstPaint = (tags: string): string =>
  tags === '' ? '' : `<template id="${HELD_SCRIPTS_ID}">${tags}</template><script>${AFTER_FIRST_PAINT_SCRIPT}</script>`;
