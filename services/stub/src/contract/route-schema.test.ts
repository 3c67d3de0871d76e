import { describe, expect, it } from 'vitest';
import { buildRouteSchema, indexOperations } from './route-schema';
import { loadSpec } from './spec';

describe('buildRouteSchema: a deepObject query parameter', () => {
  const spec = loadSpec();
  const schema = buildRouteSchema(spec, indexOperations(spec).get('suggestAddress')!);
  const query = schema.querystring as {
    properties: Record<string, { type?: unknown; maxLength?: number }>;
    patternProperties?: Record<string, unknown>;
  };

  it('is validated as one query key per property of its object (locations[city]=...)', () => {
    expect(query.properties['locations']).toBeUndefined();
    for (const part of ['region', 'area', 'city', 'settlement', 'street', 'house', 'block', 'flat']) {
      expect(query.properties[`locations[${part}]`]).toMatchObject({ type: 'string' });
    }
    expect(query.properties['from_bound[value]']).toBeDefined();
  });

  it('refuses a key its closed object does not have', () => {
    const [[pattern, refused]] = Object.entries(query.patternProperties ?? {}) as [[string, unknown]];
    expect(refused).toBe(false);
    const re = new RegExp(pattern);
    expect(re.test('locations[country]')).toBe(true);
    expect(re.test('locations[city]')).toBe(false);
    expect(re.test('query')).toBe(false);
  });
});
