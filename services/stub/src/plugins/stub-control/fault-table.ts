import { DomainError } from '../../domain/errors';

/** What a developer asks for: the requests to match and what to do to them. */
export interface FaultInput {
  /** An HTTP method (any when absent). */
  method?: string;
  /** A glob (`*` within a segment, `**` across segments) or a `/regular expression/flags`. */
  path: string;
  /** Answer with this status (400..599) instead of serving the request. */
  status?: number;
  /** Wait this long first, milliseconds. */
  delayMs?: number;
  /** How many requests it applies to; 0 = until removed. Default 1. */
  times?: number;
  /** The JSON body of the answer (a default error envelope when absent). */
  body?: unknown;
}

/** An active fault, as listed. */
export interface Fault {
  id: number;
  method: string | null;
  path: string;
  status: number | null;
  delayMs: number;
  times: number;
  /** Requests it still applies to; null when unlimited (`times: 0`). */
  remaining: number | null;
  /** Requests it has applied to so far. */
  hits: number;
  body?: unknown;
}

/** What to do to one request. */
export interface FaultAction {
  fault: Fault;
  delayMs: number;
  status: number | null;
  body?: unknown;
}

// A pattern between slashes is a regular expression when it uses one of these; otherwise a path glob
// (so that `/api/user/` is the path it looks like).
const REGEX_LITERAL = /^\/(.+)\/([dgimsuy]*)$/;
const REGEX_SYNTAX = /[\^$\\()[\]{}+?|]/;

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A matcher of request paths (without the query string); throws `invalid` on a bad regular expression. */
export function compilePathPattern(pattern: string): (path: string) => boolean {
  const literal = REGEX_LITERAL.exec(pattern);
  if (literal && REGEX_SYNTAX.test(literal[1]!)) {
    let regex: RegExp;
    try {
      regex = new RegExp(literal[1]!, literal[2]!.replace(/[gy]/g, ''));
    } catch (error) {
      throw new DomainError('invalid', 'Некорректный шаблон', [
        { propertyPath: 'path', message: `Некорректное регулярное выражение: ${(error as Error).message}` },
      ]);
    }
    return (path) => regex.test(path);
  }
  const source = withoutTrailingSlash(pattern)
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const glob = new RegExp(`^${source}$`);
  return (path) => glob.test(withoutTrailingSlash(path));
}

interface Entry {
  fault: Fault;
  matches: (path: string) => boolean;
  /** A fault of the events the stub publishes (`event:{type}`), not of requests. */
  event: boolean;
}

/**
 * The prefix of the faults of events: a fault whose path is `event:{type}` (a glob: `event:*` is every type) applies
 * to the events of that type the stub publishes (`takeEvent`), never to a request, whose paths start with `/`.
 */
export const EVENT_FAULT_PREFIX = 'event:';

/** The active faults, oldest first; the oldest one that matches a request applies to it. */
export class FaultStore {
  private readonly entries: Entry[] = [];
  private nextId = 1;

  /** Adds a fault; throws `invalid` with field errors when it would do nothing or the pattern is bad. */
  add(input: FaultInput): Fault {
    if (input.status === undefined && !input.delayMs) {
      throw new DomainError('invalid', 'Сбой ничего не делает', [
        { propertyPath: 'status', message: 'Укажите status или delayMs' },
      ]);
    }
    if (input.body !== undefined && input.status === undefined) {
      throw new DomainError('invalid', 'Тело ответа без статуса', [
        { propertyPath: 'body', message: 'Тело ответа задаётся вместе со status' },
      ]);
    }
    const matches = compilePathPattern(input.path);
    const times = input.times ?? 1;
    const fault: Fault = {
      id: this.nextId++,
      method: input.method?.toUpperCase() ?? null,
      path: input.path,
      status: input.status ?? null,
      delayMs: input.delayMs ?? 0,
      times,
      remaining: times === 0 ? null : times,
      hits: 0,
      ...(input.body !== undefined && { body: input.body }),
    };
    this.entries.push({ fault, matches, event: input.path.startsWith(EVENT_FAULT_PREFIX) });
    return { ...fault };
  }

  list(): Fault[] {
    return this.entries.map((e) => ({ ...e.fault }));
  }

  /** Removes one fault; false when there is none with this id. */
  remove(id: number): boolean {
    const index = this.entries.findIndex((e) => e.fault.id === id);
    if (index === -1) return false;
    this.entries.splice(index, 1);
    return true;
  }

  /** Removes every fault; returns how many there were. */
  clear(): number {
    return this.entries.splice(0).length;
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * The fault that applies to a request, counted down at once (so that N concurrent requests use up a fault of
   * `times: N` exactly); an exhausted fault is removed. Undefined when none matches.
   */
  take(method: string, path: string): FaultAction | undefined {
    if (this.entries.length === 0) return undefined;
    const upper = method.toUpperCase();
    return this.use(
      this.entries.findIndex(
        ({ fault, matches, event }) => !event && (fault.method === null || fault.method === upper) && matches(path),
      ),
    );
  }

  /**
   * The fault that applies to an event of this type the stub is about to publish (a fault whose path is
   * `event:{type}`, any method), counted down as `take` does. Undefined when none matches.
   */
  takeEvent(type: string): FaultAction | undefined {
    if (this.entries.length === 0) return undefined;
    const name = `${EVENT_FAULT_PREFIX}${type}`;
    return this.use(this.entries.findIndex(({ matches, event }) => event && matches(name)));
  }

  private use(index: number): FaultAction | undefined {
    if (index === -1) return undefined;
    const { fault } = this.entries[index]!;
    fault.hits++;
    if (fault.remaining !== null && --fault.remaining === 0) this.entries.splice(index, 1);
    return {
      fault: { ...fault },
      delayMs: fault.delayMs,
      status: fault.status,
      ...(fault.body !== undefined && { body: fault.body }),
    };
  }
}
