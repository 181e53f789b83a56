/**
 * A command line's words, its `--flag value` pairs and its `--switch`es (given as 'yes'), refusing a flag
 * the command does not take.
 */
export function flagsOf(
  command: string,
  args: string[],
  known: readonly string[],
  switches: readonly string[] = [],
): { words: string[]; flags: Record<string, string> } {
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const flag = arg.slice(2);
    if (switches.includes(flag)) {
      flags[flag] = 'yes';
      continue;
    }
    if (!known.includes(flag)) throw new Error(`${command} does not take ${arg}`);
    const value = args[++i];
    if (value === undefined) throw new Error(`${arg} needs a value`);
    flags[flag] = value;
  }
  return { words, flags };
}

/** The one word a command takes (an email, a code), or its complaint. */
export function oneWord(command: string, words: string[], what: string): string {
  if (!words[0]) throw new Error(`${command} needs ${what}`);
  if (words.length > 1) throw new Error(`Unexpected: ${words.slice(1).join(' ')}`);
  return words[0];
}

/** `--tax-exempt yes|no` as a flag, or undefined when not given. */
export function yesNo(flag: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const answer = value.trim().toLowerCase();
  if (answer === 'yes') return true;
  if (answer === 'no') return false;
  throw new Error(`--${flag} must be yes or no`);
}
