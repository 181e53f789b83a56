// The async boundary lets the federation runtime negotiate shared singletons before any of them load.
// The runtime's start, React's DOM, the kernel's libraries, the kernel, the router and the shell's modules
// are evaluated in tasks of their own, so no one task holds the page for the whole evaluation
// (docs/performance.md §7). Each import only runs its modules earlier: the later imports find them run. The
// shared libraries that are slimmed to the names the code uses are reached through a module naming one of
// them (src/boot/), as a whole-library import would need every name (scripts/webpack/shared-exports.cjs).
// Those one-line modules share one chunk: one request instead of three, each still run in its own task, as
// a chunk's modules run only when imported (each response is a task of the page's thread of its own).
import { nextTask } from './next-task';

const inTurn = [
  () => import('react-dom/client'),
  () => import(/* webpackChunkName: "boot-steps" */ './boot/rxjs-first'),
  () => import(/* webpackChunkName: "boot-steps" */ './boot/query-first'),
  () => import('@storefront/shared-kernel'),
  () => import(/* webpackChunkName: "boot-steps" */ './boot/router-first'),
  () => import('./bootstrap'),
];
void (async () => {
  for (const evaluate of inTurn) {
    await nextTask();
    await evaluate();
  }
})();
