/** A minimal server-sent events reader over fetch, for tests of the hub. */
export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
  retry?: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Waits for the next event (comments are skipped); rejects after the timeout. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Whether an event arrives within the time (false when none does). */
  nothingWithin(ms: number): Promise<boolean>;
  /** The raw text received so far (comments included). */
  raw(): string;
  close(): void;
}

function parse(block: string): SseEvent | undefined {
  const event: SseEvent = { data: '' };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'retry') event.retry = Number(value);
  }
  if (data.length === 0 && event.id === undefined) return undefined;
  event.data = data.join('\n');
  return event;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  let text = '';
  let buffer = '';
  const queue: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  if (res.body && res.status === 200) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const event = parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (event) queue.push(event);
          }
          waiters.splice(0).forEach((wake) => wake());
        }
      } catch {
        // aborted
      }
    })();
  }
  const next = async (timeoutMs = 2000): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms; received: ${JSON.stringify(text)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return queue.shift()!;
  };
  return {
    status: res.status,
    headers: res.headers,
    next,
    nothingWithin: (ms) =>
      next(ms).then(
        () => false,
        () => true,
      ),
    raw: () => text,
    close: () => controller.abort(),
  };
}
