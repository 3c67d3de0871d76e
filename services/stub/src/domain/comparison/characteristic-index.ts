import type { DealBook } from '../deal-book';
import type { FormSource } from '../forms/source';
import { hash53 } from '../lists/hash';
import type { World } from '../world/world';
import { COMPARISON_CASES, characteristicsOf, type ComparisonCase } from './characteristics';

/** A holder of a characteristic: the deal row and the index of its person in COMPARISON_CASES, packed. */
const pack = (row: number, owner: ComparisonCase) => row * 4 + COMPARISON_CASES.indexOf(owner);
/** The holders of a key: one packed holder (most keys), or several. */
type Packed = number | number[];
const rowOf = (packed: number) => Math.floor(packed / 4);

/** A deal that holds a characteristic, and who holds it there. */
export interface Holder {
  row: number;
  owner: ComparisonCase;
}

/**
 * Which deals hold each characteristic (name and birth date, passport, licence, address, phone, employer's INN, VIN),
 * over the deals' form data as it stands (`DealBook.currentSource`): built when first asked (about 1 s for 100 000
 * deals), then kept up to date: a deal is read again when the world changes it or its client, when the book's form
 * data of it is another object (a save, a first touch, a restore), or when it is new; a reset of the world starts
 * over. Keys are kept as 53-bit hashes.
 */
export class CharacteristicIndex {
  private built = false;
  /** Per deal row: the hashes of its characteristics' keys. */
  private keysOf: Float64Array[] = [];
  /** Per deal row: the book's form data it was read from (undefined: the world's). */
  private readFrom: (FormSource | undefined)[] = [];
  private holders = new Map<number, Packed>();
  private readonly dirty = new Set<number>();

  constructor(
    private readonly world: World,
    private readonly book: DealBook,
  ) {
    world.subscribe((change) => {
      if (change.type === 'reset') this.built = false;
      else if (change.type === 'deal') this.dirty.add(change.row);
      else for (const deal of world.clientDeals(change.row)) this.dirty.add(deal);
    });
  }

  /** The deals holding a characteristic (its key), with the person holding it in each, as of the last `refresh`. */
  holdersOf(key: string): Holder[] {
    const found = this.holders.get(hash53(key)) ?? [];
    return (typeof found === 'number' ? [found] : found).map((packed) => ({
      row: rowOf(packed),
      owner: COMPARISON_CASES[packed % 4]!,
    }));
  }

  /** Reads again what changed since the last look (call before `holdersOf`). */
  refresh(): void {
    if (!this.built) {
      this.keysOf = [];
      this.readFrom = [];
      this.holders = new Map();
      this.dirty.clear();
      this.built = true;
      for (let row = 0; row < this.world.deals.count; row++) this.read(row);
      return;
    }
    const count = this.world.deals.count;
    for (let row = 0; row < count; row++) {
      if (row >= this.keysOf.length || this.book.storedSource(row) !== this.readFrom[row]) this.dirty.add(row);
    }
    for (const row of this.dirty) if (row < count) this.read(row);
    this.dirty.clear();
  }

  /** (Re)reads the characteristics of one deal. */
  private read(row: number): void {
    for (const key of this.keysOf[row] ?? []) this.drop(key, row);
    const stored = this.book.storedSource(row);
    const held = characteristicsOf(stored ?? this.book.currentSource(row));
    const keys = new Float64Array(held.length);
    held.forEach(({ key, owner }, i) => {
      const hash = hash53(key);
      keys[i] = hash;
      const packed = pack(row, owner);
      const found = this.holders.get(hash);
      if (found === undefined) this.holders.set(hash, packed);
      else if (typeof found === 'number') this.holders.set(hash, [found, packed]);
      else found.push(packed);
    });
    this.keysOf[row] = keys;
    this.readFrom[row] = stored;
  }

  /** Forgets that the deal holds a key. */
  private drop(key: number, row: number): void {
    const found = this.holders.get(key);
    if (found === undefined) return;
    const kept = (typeof found === 'number' ? [found] : found).filter((packed) => rowOf(packed) !== row);
    if (kept.length === 0) this.holders.delete(key);
    else this.holders.set(key, kept.length === 1 ? kept[0]! : kept);
  }
}
