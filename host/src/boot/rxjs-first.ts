// Imported alone by the entry (src/index.ts), so rxjs is evaluated in a task of its own, before the kernel.
export { Subject } from 'rxjs';
