/**
 * Keys (with a number each) looked up by their start: a sorted array searched by halves, and the keys added
 * since it was sorted, scanned one by one until there are enough of them to merge in. A sorted array is the
 * smallest form that answers "every key starting with …" (an object per key would cost more than the key at
 * a million SKUs), and adding keys one at a time to it would move the whole array each time.
 *
 * Written here because the index needs exactly this and no more: the maintained sorted-set libraries on the
 * registry keep a node per key. Keys are never removed in place: `isStale` tells the merge which to drop.
 */
export class PrefixList {
  private keys: string[] = [];
  private values: number[] = [];
  private addedKeys: string[] = [];
  private addedValues: number[] = [];

  /** `isStale(key, value)`: the pair no longer holds (its product changed or left); dropped at a merge. */
  constructor(
    private readonly isStale: (key: string, value: number) => boolean,
    private readonly scanLimit = 1024,
  ) {}

  add(key: string, value: number): void {
    this.addedKeys.push(key);
    this.addedValues.push(value);
  }

  /** Every pair whose key starts with `prefix`, stale ones included (the caller checks them). */
  withPrefix(prefix: string, visit: (key: string, value: number) => void): void {
    if (this.addedKeys.length > this.scanLimit) this.merge();
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.keys.length && this.keys[i]!.startsWith(prefix); i++)
      visit(this.keys[i]!, this.values[i]!);
    for (let i = 0; i < this.addedKeys.length; i++)
      if (this.addedKeys[i]!.startsWith(prefix)) visit(this.addedKeys[i]!, this.addedValues[i]!);
  }

  /** The added pairs sorted and merged into the array in one pass, stale pairs left out. */
  merge(): void {
    const order = this.addedKeys.map((_, i) => i);
    order.sort(
      (a, b) => compare(this.addedKeys[a]!, this.addedKeys[b]!) || this.addedValues[a]! - this.addedValues[b]!,
    );
    const keys: string[] = [];
    const values: number[] = [];
    const keep = (key: string, value: number) => {
      if (this.isStale(key, value)) return;
      // The same pair added again (a product saved twice) is kept once.
      if (keys.length > 0 && keys[keys.length - 1] === key && values[values.length - 1] === value) return;
      keys.push(key);
      values.push(value);
    };
    let i = 0;
    let j = 0;
    while (i < this.keys.length || j < order.length) {
      const added = order[j];
      const takeAdded =
        i >= this.keys.length ||
        (added !== undefined &&
          (compare(this.addedKeys[added]!, this.keys[i]!) || this.addedValues[added]! - this.values[i]!) < 0);
      if (takeAdded) {
        keep(this.addedKeys[added!]!, this.addedValues[added!]!);
        j++;
      } else {
        keep(this.keys[i]!, this.values[i]!);
        i++;
      }
    }
    this.keys = keys;
    this.values = values;
    this.addedKeys = [];
    this.addedValues = [];
  }

  get size(): number {
    return this.keys.length + this.addedKeys.length;
  }
}

/** Code-unit order, the order `<` gives and a binary search over `<` needs. */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
