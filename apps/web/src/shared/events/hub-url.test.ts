import { describe, expect, it } from 'vitest';
import { resolveHubUrl, subscribeUrl } from './hub-url';

const page = 'http://localhost:5173';

describe('hub url', () => {
  it('resolves the hub of the topics call against the API base', () => {
    expect(resolveHubUrl({ apiBaseUrl: '', mercureHubUrl: '' }, '/.well-known/mercure', page)).toBe(
      'http://localhost:5173/.well-known/mercure',
    );
    expect(
      resolveHubUrl({ apiBaseUrl: 'https://api.example/v1', mercureHubUrl: '' }, '/.well-known/mercure', page),
    ).toBe('https://api.example/.well-known/mercure');
    expect(resolveHubUrl({ apiBaseUrl: '', mercureHubUrl: '' }, 'https://hub.example/.well-known/mercure', page)).toBe(
      'https://hub.example/.well-known/mercure',
    );
  });

  it('prefers the configured hub', () => {
    expect(
      resolveHubUrl({ apiBaseUrl: '', mercureHubUrl: 'https://mercure.example/hub' }, '/.well-known/mercure', page),
    ).toBe('https://mercure.example/hub');
  });

  it('repeats the topic parameter and adds the last event id', () => {
    expect(subscribeUrl('http://h/.well-known/mercure', ['https://a/users/6', 'https://a/roles/X'], null)).toBe(
      'http://h/.well-known/mercure?topic=https%3A%2F%2Fa%2Fusers%2F6&topic=https%3A%2F%2Fa%2Froles%2FX',
    );
    expect(subscribeUrl('http://h/hub', ['t'], 'urn:uuid:42')).toBe('http://h/hub?topic=t&lastEventID=urn%3Auuid%3A42');
  });
});
