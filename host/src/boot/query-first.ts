// Imported alone by the entry (src/index.ts), so TanStack Query is evaluated in a task of its own, before the kernel.
export { QueryClient } from '@tanstack/react-query';
