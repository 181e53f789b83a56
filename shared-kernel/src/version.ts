/**
 * The kernel's version, kept equal to package.json by a test. Not read from package.json at run
 * time so the browser bundle does not carry the package manifest.
 */
export const KERNEL_VERSION = '0.4.0';
