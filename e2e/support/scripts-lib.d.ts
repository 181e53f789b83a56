// Types of the plain-JS release scripts the journeys reuse to publish and repoint remotes.
declare module '*/scripts/lib/build-bundles.cjs' {
  export function buildBundles(options?: { force?: boolean; only?: string[] }): string[];
}
declare module '*/scripts/lib/publish-all.cjs' {
  export function publishAll(dataDir: string): { remotes: Record<string, { version: string; url: string }> };
}
declare module '*/scripts/lib/workspace.cjs' {
  export const REPO_ROOT: string;
  export const REMOTES: { name: string; dir: string; federationName: string }[];
}
declare module '*/scripts/lib/pointer.cjs' {
  export interface Pointer {
    remotes: Record<string, { federationName: string; version: string; url: string; history?: unknown[] }>;
  }
  export function readPointer(dataDir: string): Pointer;
  export function updatePointer(dataDir: string, change: (pointer: Pointer) => Pointer): Pointer;
  export function writePointer(dataDir: string, pointer: Pointer): void;
}
declare module '*/scripts/lib/chromium.cjs' {
  export const CHROMIUM_PATH: string;
  export const CHROMIUM_ARGS: string[];
}
