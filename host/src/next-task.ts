/** Resolves in a task of its own, so what follows it does not lengthen the current one (docs/performance.md §7). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
