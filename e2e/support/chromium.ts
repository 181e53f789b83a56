/** Debian's Chromium and the launch arguments that work as root here (scripts/lib/chromium.cjs). */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.cjs';
