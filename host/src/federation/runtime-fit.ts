/**
 * The federation runtime ships once, in this shell; a remote built with `externalRuntime` boots on
 * it. A build's manifest says which runtime it needs (scripts/webpack/create-config.cjs writes
 * `metaData.federationRuntime`); this decides whether this shell can run it.
 */
export interface FederationRuntimeInfo {
  /**
   * `external`: takes the shell's runtime-core; `hosted`: its runtime-core and bundler runtime;
   * `bundled`: carries its own; `provides`: a shell.
   */
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
  // This shell provides both parts (scripts/webpack/provide-bundler-runtime.js), so either mode runs.
  if (info.mode !== 'external' && info.mode !== 'hosted') {
    return `it declares an unknown federation runtime mode '${String(info.mode)}'`;
  }
  if (typeof info.version !== 'string' || majorMinor(info.version) !== majorMinor(shellRuntimeVersion)) {
    return `it needs the shell's federation runtime ${String(info.version)}, this shell provides ${shellRuntimeVersion}`;
  }
  return null;
}

/** Names per shared library, as `metaData.sharedExports` records them (scripts/webpack/shared-exports.cjs). */
export type SharedExports = Record<string, readonly string[]>;

/**
 * Why this shell cannot run the build described by `manifest` for the shared libraries it slims, or
 * null when it can: every remote uses the shell's copy, which exports only the names in
 * `shellProvides`. A build that does not record what it needs was built against the whole libraries;
 * promote refuses it, and here it is let through (a name it lacks then fails in its own area).
 */
export function sharedExportsRefusal(manifest: unknown, shellProvides: SharedExports): string | null {
  const needs = (manifest as { metaData?: { sharedExports?: { needs?: SharedExports } } } | null)?.metaData
    ?.sharedExports?.needs;
  if (!needs) return null;
  const missing = Object.entries(needs).flatMap(([shareKey, names]) => {
    const provided = shellProvides[shareKey];
    if (!provided) return [];
    return names
      .filter((name) => !provided.includes(name))
      .map((name) => (name === '*' ? `the whole of ${shareKey}` : `${shareKey}'s ${name}`));
  });
  return missing.length ? `it needs ${missing.join(', ')}, which this shell does not provide` : null;
}
