import { describe, expect, it } from 'vitest';
import { formatEvent } from './event-hub';

describe('formatEvent', () => {
  it('writes id and data only when nothing else is given', () => {
    expect(formatEvent({ id: 'urn:uuid:1', topics: ['t'], data: '{"a":1}', private: false })).toBe(
      'id: urn:uuid:1\ndata: {"a":1}\n\n',
    );
  });

  it('adds event and retry, splits lines and keeps newlines out of the id', () => {
    expect(
      formatEvent({ id: 'x\ny', topics: ['t'], data: 'one\r\ntwo\nthree', private: true, type: 'kind', retry: 10 }),
    ).toBe('event: kind\nretry: 10\nid: x y\ndata: one\ndata: two\ndata: three\n\n');
  });
});
