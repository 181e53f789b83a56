import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/workspace.cjs';
import { dataDir } from './remotes';

export interface CliResult {
  status: number | null;
  output: string;
}

/** Runs the release CLI the way a release manager does, against the journeys' server and data folder. */
export function releaseCli(...args: string[]): CliResult {
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'scripts/release.mjs'),
      ...args,
      '--data-dir',
      dataDir(),
      '--site-url',
      process.env.E2E_BASE_URL ?? '',
    ],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The version a `publish` printed. */
export const publishedVersion = (result: CliResult): string => {
  const match = /^Published \w+ (\S+)$/m.exec(result.output) ?? /^\w+ (\S+) is already stored/m.exec(result.output);
  if (!match?.[1]) throw new Error(`No version in the publish output:\n${result.output}`);
  return match[1];
};

/**
 * Makes a variant of a stored build, as a changed build from CI would be: the files of `version`
 * copied to a temporary folder and passed through `change(fileName, text)` (JS, CSS and JSON only).
 */
export function variantOf(remoteDir: string, version: string, change: (file: string, text: string) => string): string {
  const source = path.join(dataDir(), 'releases', remoteDir, version);
  const target = fs.mkdtempSync(path.join(os.tmpdir(), `${remoteDir}-variant-`));
  fs.cpSync(source, target, { recursive: true });
  fs.rmSync(path.join(target, 'release.json'), { force: true });
  for (const file of fs.readdirSync(target)) {
    if (!/\.(js|css|json)$/.test(file)) continue;
    const full = path.join(target, file);
    const text = fs.readFileSync(full, 'utf8');
    const changed = change(file, text);
    if (changed !== text) fs.writeFileSync(full, changed);
  }
  return target;
}
