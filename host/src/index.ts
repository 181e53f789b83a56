// The async boundary lets the federation runtime negotiate shared singletons before any of them load.
// The runtime's start, React's DOM, the kernel and the shell's modules are evaluated in tasks of their own,
// so no one task holds the page for the whole evaluation (docs/performance.md §7).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void (async () => {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@storefront/shared-kernel');
  await nextTask();
  await import('./bootstrap');
})();
