/**
 * The federation runtime ships once, in this shell; a remote built with `externalRuntime` boots on
 * it. A build's manifest says which runtime it needs (scripts/webpack/create-config.cjs writes
 * `metaData.federationRuntime`); this decides whether this shell can run it.
 */
export interface FederationRuntimeInfo {
  /** `external`: needs the shell's runtime; `bundled`: carries its own; `provides`: a shell. */
  mode?: string;
  version?: string;
}

const majorMinor = (version: string): string => version.split('.').slice(0, 2).join('.');

/** Why this shell cannot run the build described by `manifest`, or null when it can. */
export function runtimeRefusal(manifest: unknown, shellRuntimeVersion: string): string | null {
  const info = (manifest as { metaData?: { federationRuntime?: FederationRuntimeInfo } } | null)?.metaData
    ?.federationRuntime;
  // Builds from before the runtime was shared carry their own runtime and no such field.
  if (!info || info.mode === 'bundled') return null;
  if (info.mode !== 'external') return `it declares an unknown federation runtime mode '${String(info.mode)}'`;
  if (typeof info.version !== 'string' || majorMinor(info.version) !== majorMinor(shellRuntimeVersion)) {
    return `it needs the shell's federation runtime ${String(info.version)}, this shell provides ${shellRuntimeVersion}`;
  }
  return null;
}
