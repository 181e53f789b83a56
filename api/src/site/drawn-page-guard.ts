import { createHash } from 'node:crypto';
import { FIRST_PAINT_GATE_ATTRIBUTE } from '@storefront/shared-kernel/contracts';

/**
 * Holds a drawn page's controls until the browser's render has taken the page over (docs/performance.md §9):
 * until then nothing is attached to them, so a form would be sent by the browser itself (a sign-in's
 * password in the address), and a keystroke or a tick would be lost or undone. Inside the drawn #root, while
 * it carries the gate attribute (the host removes it, host/src/federation/first-paint-takeover.ts), this
 * stops a form being sent, text being entered, and a click or a press on a field, button or label (a key
 * that presses a button or ticks a box clicks it); Tab still moves, and links are left alone, as plain
 * links. Listeners on the document, run before any of the page's own: no control changes when the gate is
 * lifted, where a disabled fieldset around the page cost a task of 140-170 ms to enable (Lighthouse's
 * browser). Written by hand, as a few lines of ES5 run before #root is parsed.
 */
export const DRAWN_PAGE_GUARD_SCRIPT = `(function () {
  var controls = 'button, input, select, textarea, label, summary';
  function guard(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('[${FIRST_PAINT_GATE_ATTRIBUTE}]')) return;
    if (event.type === 'submit' || event.type === 'beforeinput' || target.closest(controls)) {
      event.preventDefault();
      event.stopPropagation();
    }
  }
  ['submit', 'beforeinput', 'click', 'mousedown'].forEach(function (type) {
    document.addEventListener(type, guard, true);
  });
})();`;

/** The policy's permission for that inline script (security-headers.ts): its text's hash. */
export const DRAWN_PAGE_GUARD_HASH = `'sha256-${createHash('sha256').update(DRAWN_PAGE_GUARD_SCRIPT).digest('base64')}'`;
