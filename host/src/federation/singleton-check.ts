import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;

/** Major, minor and patch of a version or range of that form; null for any other. */
function partsOf(text: string, form: RegExp): [number, number, number] | null {
  const match = form.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether a plain version (`19.2.0`) meets a caret range (`^19.1.0`), by semver's caret rule (the first
 * non-zero part is fixed, the rest may rise); null for any other form of either, which the runtime's
 * own check then decides.
 */
export function meetsCaretRange(version: string, range: string): boolean | null {
  const given = partsOf(version, PLAIN_VERSION);
  const wanted = partsOf(range, CARET_RANGE);
  if (!given || !wanted) return null;
  const [major, minor, patch] = given;
  const [wantedMajor, wantedMinor, wantedPatch] = wanted;
  if (major !== wantedMajor) return false;
  if (wantedMajor > 0) return minor > wantedMinor || (minor === wantedMinor && patch >= wantedPatch);
  if (wantedMinor > 0) return minor === wantedMinor && patch >= wantedPatch;
  return minor === 0 && patch === wantedPatch;
}

/**
 * The singletons' version check, for the caret ranges every package.json gives them. The runtime's own
 * check (`satisfy`) builds about ten regular expressions a call and runs for every shared library a chunk
 * takes: 35-40 ms of the 4x slower CPU in the task that loads React's DOM (docs/performance.md §7). A range
 * or version of another form, or one that does not meet, goes to the runtime's check, which warns as
 * before. Registered for every container, as each remote's libraries are checked when it loads.
 */
export const singletonCheck = (): ModuleFederationRuntimePlugin => ({
  name: 'storefront-singleton-check',
  resolveShare(args) {
    const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
    const { singleton, requiredVersion } = shareInfo.shareConfig ?? {};
    if (!singleton || typeof requiredVersion !== 'string') return args;
    if (meetsCaretRange(version, requiredVersion) !== true) return args;
    const shared = shareScopeMap[scope]?.[pkgName]?.[version];
    if (!shared) return args;
    return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
  },
});

/** Federation runtime plugin (host/webpack.config.js): the check for the host and every remote it loads. */
const registerSingletonCheck = (): ModuleFederationRuntimePlugin => {
  const plugin = singletonCheck();
  registerGlobalPlugins([plugin]);
  return plugin;
};

export default registerSingletonCheck;
