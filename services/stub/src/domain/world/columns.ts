/** Growable typed-array columns: compact records (a row is an index into every column of its table). */

type TypedArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float64Array;
type TypedArrayConstructor<T extends TypedArray> = { new (length: number): T };

export abstract class Table {
  /** How many rows there are. */
  count = 0;
  protected capacity: number;
  private readonly columns: string[] = [];

  constructor(capacity: number) {
    this.capacity = Math.max(16, capacity);
  }

  /** Declares a column (call in field initialisers). `fill` is the value of a new row. */
  protected column<T extends TypedArray>(Ctor: TypedArrayConstructor<T>, fill = 0): T {
    const array = new Ctor(this.capacity);
    if (fill !== 0) array.fill(fill as never);
    this.pending.push([Ctor as TypedArrayConstructor<TypedArray>, fill]);
    return array;
  }

  private pending: [TypedArrayConstructor<TypedArray>, number][] = [];

  /** Names the declared columns (in declaration order); subclasses call it at the end of their constructor. */
  protected seal(): void {
    const self = this as unknown as Record<string, unknown>;
    const names = Object.keys(self).filter((k) => ArrayBuffer.isView(self[k]));
    if (names.length !== this.pending.length) throw new Error('Table: declare columns with column()');
    this.columns.push(...names);
  }

  /** A new row (filled with the columns' defaults); its index. */
  protected addRow(): number {
    if (this.count === this.capacity) this.grow(this.capacity * 2);
    return this.count++;
  }

  private grow(capacity: number): void {
    const self = this as unknown as Record<string, TypedArray>;
    this.columns.forEach((name, i) => {
      const [Ctor, fill] = this.pending[i]!;
      const next = new Ctor(capacity);
      if (fill !== 0) next.fill(fill as never);
      next.set(self[name]!);
      self[name] = next;
    });
    this.capacity = capacity;
  }
}

/** Distinct strings by id, with their search form (lower case, ё as е). */
export class StringPool {
  readonly strings: string[] = [];
  readonly search: string[] = [];
  private readonly ids = new Map<string, number>();

  intern(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(text);
      this.search.push(searchForm(text));
      this.ids.set(text, id);
    }
    return id;
  }

  get(id: number): string {
    return this.strings[id] ?? '';
  }
}

/** The form names and addresses are compared in: trimmed, spaces collapsed, lower case, ё as е. */
export function searchForm(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');
}
