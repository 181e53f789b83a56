/**
 * One sort's order of every product kept (docs/performance.md §3): `order` lists product ids in the sort's
 * order and `rank` gives each id its place. A page of many matches is then their ranks marked in a bitset
 * and read from the start: no comparison per match. Without ranks a page of 100 000 matches compared each
 * with the heap's worst (name order: 20-30 ms at 100 000 products; newest, whose matches arrive best last,
 * 20-55 ms).
 *
 * Products whose values changed are moved to their new places when the sort is next used (taken out and
 * merged back in, two passes over the order); past MOVES_BEFORE_RESORT waiting moves (an import, a bulk
 * seed) the whole order is sorted again instead. Ids of products gone stay in the order: a page
 * only ever marks the ranks of current matches.
 */
const MOVES_BEFORE_RESORT = 2_000;

export class SortRanks {
  private order: Uint32Array = new Uint32Array(0);
  private rank = new Int32Array(0);
  private length = 0;
  private readonly moved = new Set<number>();
  private resort = true;

  /** `compare`: the sort as a total order of product ids (ties broken by SKU). */
  constructor(private readonly compare: (a: number, b: number) => number) {}

  /** A product's value for this sort changed, or it is new. */
  changed(id: number): void {
    if (this.resort) return;
    this.moved.add(id);
    if (this.moved.size > MOVES_BEFORE_RESORT) this.sortAgain();
  }

  /** Every product may have changed (a load, a bulk read): sorted again on next use. */
  sortAgain(): void {
    this.resort = true;
    this.moved.clear();
  }

  /** The ids at places `offset` to `offset + size` among `matches` in this sort's order. */
  page(matches: Uint32Array, ids: () => Uint32Array, offset: number, size: number): number[] {
    this.current(ids);
    const marks = new Uint32Array((this.length >>> 5) + 1);
    for (let i = 0; i < matches.length; i++) {
      const place = this.rank[matches[i]!]!;
      marks[place >>> 5]! |= 1 << (place & 31);
    }
    const page: number[] = [];
    let seen = 0;
    for (let word = 0; word < marks.length && page.length < size; word++) {
      let bits = marks[word]!;
      if (bits === 0) continue;
      const count = bitCount(bits);
      if (seen + count <= offset) {
        seen += count;
        continue;
      }
      while (bits !== 0 && page.length < size) {
        const low = bits & -bits;
        if (seen >= offset) page.push(this.order[(word << 5) + 31 - Math.clz32(low)]!);
        seen++;
        bits ^= low;
      }
    }
    return page;
  }

  /** Applies waiting moves, or sorts again; `ids` gives every product kept. */
  current(ids: () => Uint32Array): void {
    if (this.resort) {
      this.order = ids().sort(this.compare);
      this.length = this.order.length;
      this.rank = new Int32Array(maxOf(this.order) + 1).fill(-1);
      for (let place = 0; place < this.length; place++) this.rank[this.order[place]!] = place;
      this.resort = false;
      return;
    }
    if (this.moved.size > 0) this.merge();
  }

  /**
   * The moved products taken out in one pass (what stays is still in order), sorted by their new values
   * and merged back in one more pass: placing them one at a time would search an order that still holds
   * the others at their old places.
   */
  private merge(): void {
    const moved = new Set(this.moved);
    this.moved.clear();
    const moving = Uint32Array.from(moved).sort(this.compare);
    const staying = this.order.subarray(0, this.length).filter((id) => !moved.has(id));
    const merged = new Uint32Array(Math.max(16, (staying.length + moving.length) * 2));
    // Each moved product's place in what stays, by halves from the last one's: the runs between are copied whole.
    let from = 0;
    let place = 0;
    for (const id of moving) {
      let low = from;
      let high = staying.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.compare(staying[middle]!, id) < 0) low = middle + 1;
        else high = middle;
      }
      merged.set(staying.subarray(from, low), place);
      place += low - from;
      merged[place++] = id;
      from = low;
    }
    merged.set(staying.subarray(from), place);
    place += staying.length - from;
    this.order = merged;
    this.length = place;
    const top = Math.max(this.rank.length - 1, maxOf(moving));
    if (top >= this.rank.length) {
      const grown = new Int32Array(Math.max(top + 1, this.rank.length * 2)).fill(-1);
      grown.set(this.rank);
      this.rank = grown;
    }
    for (let at = 0; at < this.length; at++) this.rank[this.order[at]!] = at;
  }
}

const maxOf = (ids: Uint32Array): number => {
  let max = 0;
  for (let i = 0; i < ids.length; i++) if (ids[i]! > max) max = ids[i]!;
  return max;
};

/** Set bits of a 32-bit word. */
const bitCount = (word: number): number => {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};
