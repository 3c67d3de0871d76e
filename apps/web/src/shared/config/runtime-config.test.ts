import { describe, expect, it, vi } from 'vitest';
import { apiOrigin, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('fills defaults and strips trailing slashes', () => {
    expect(parseRuntimeConfig({})).toEqual({ apiBaseUrl: '', mercureHubUrl: '' });
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.example/', mercureHubUrl: '' })).toEqual({
      apiBaseUrl: 'https://api.example',
      mercureHubUrl: '',
    });
  });

  it('falls back to the same origin when config.json cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn().mockRejectedValue(new TypeError('offline'));
    await expect(loadRuntimeConfig('/config.json', failing)).resolves.toEqual({ apiBaseUrl: '', mercureHubUrl: '' });
  });

  it('resolves the API origin', () => {
    expect(apiOrigin({ apiBaseUrl: '', mercureHubUrl: '' }, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(apiOrigin({ apiBaseUrl: '/backend', mercureHubUrl: '' }, 'http://localhost:5173')).toBe(
      'http://localhost:5173/backend',
    );
    expect(apiOrigin({ apiBaseUrl: 'https://api.example', mercureHubUrl: '' }, 'http://localhost')).toBe(
      'https://api.example',
    );
  });
});
