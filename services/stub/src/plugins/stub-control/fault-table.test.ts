import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { compilePathPattern, FaultStore } from './fault-table';

describe('compilePathPattern', () => {
  it.each([
    ['/api/task/claim/*', '/api/task/claim/17', true],
    ['/api/task/claim/*', '/api/task/claim/17/more', false],
    ['/api/task/claim/*', '/api/task/unclaim/17', false],
    ['/api/**', '/api/autocredit/list/history', true],
    ['/api/**/history', '/api/autocredit/list/history', true],
    ['/api/notification/get/new', '/api/notification/get/new', true],
    ['/api/notification/get/new', '/api/notification/get/new/', true],
    ['/api/user/', '/api/user', true],
    ['/api/user/', '/api/user/topics', false],
    ['/.well-known/mercure', '/.well-known/mercure', true],
    ['/.well-known/mercure', '/x.well-known/mercure', false],
    ['/^\\/api\\/autocredit\\/(list|task)/', '/api/autocredit/task/list', true],
    ['/^\\/api\\/autocredit\\/(list|task)/', '/api/pledge/list', false],
    ['/CLAIM\\/\\d+$/i', '/api/task/claim/5', true],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(compilePathPattern(pattern)(path)).toBe(expected);
  });

  it('refuses a broken regular expression with a field error', () => {
    try {
      compilePathPattern('/^(unclosed/');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).fieldErrors[0]?.propertyPath).toBe('path');
    }
  });
});

describe('FaultStore', () => {
  it('applies a fault the given number of times, then removes it', () => {
    const faults = new FaultStore();
    const fault = faults.add({ path: '/api/**', status: 500, times: 2 });
    expect(fault).toMatchObject({ id: 1, method: null, status: 500, delayMs: 0, times: 2, remaining: 2, hits: 0 });
    expect(faults.take('GET', '/api/user/')?.status).toBe(500);
    expect(faults.list()[0]).toMatchObject({ remaining: 1, hits: 1 });
    expect(faults.take('POST', '/api/x')?.fault).toMatchObject({ remaining: 0, hits: 2 });
    expect(faults.take('GET', '/api/user/')).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('keeps a fault of times 0 until it is removed', () => {
    const faults = new FaultStore();
    const { id } = faults.add({ path: '/a', delayMs: 5, times: 0 });
    for (let i = 0; i < 5; i++) expect(faults.take('GET', '/a')?.delayMs).toBe(5);
    expect(faults.list()[0]).toMatchObject({ remaining: null, hits: 5 });
    expect(faults.remove(id)).toBe(true);
    expect(faults.remove(id)).toBe(false);
    expect(faults.take('GET', '/a')).toBeUndefined();
  });

  it('matches the method when one is given, and the oldest matching fault first', () => {
    const faults = new FaultStore();
    faults.add({ method: 'post', path: '/api/task/claim/*', status: 403 });
    faults.add({ path: '/api/task/**', status: 502 });
    expect(faults.take('GET', '/api/task/claim/1')?.status).toBe(502);
    expect(faults.take('POST', '/api/task/claim/1')?.status).toBe(403);
    expect(faults.size).toBe(0);
  });

  it('carries the body, including null', () => {
    const faults = new FaultStore();
    faults.add({ path: '/a', status: 409, body: null });
    faults.add({ path: '/b', status: 409, body: { result: 'x' } });
    expect(faults.take('GET', '/a')).toHaveProperty('body', null);
    expect(faults.take('GET', '/b')?.body).toEqual({ result: 'x' });
  });

  it('keeps the faults of events (`event:{type}`) apart from those of requests', () => {
    const faults = new FaultStore();
    faults.add({ path: '**', status: 500 });
    faults.add({ path: 'event:getFsspResponse', status: 502, body: 'Нет ответа' });
    faults.add({ path: 'event:*', delayMs: 20 });
    expect(faults.takeEvent('getFsspResponse')).toMatchObject({ status: 502, body: 'Нет ответа' });
    expect(faults.takeEvent('getFsspResponse')).toMatchObject({ status: null, delayMs: 20 });
    expect(faults.takeEvent('getFsspResponse')).toBeUndefined();
    faults.add({ path: 'event:getReport', status: 500 });
    expect(faults.takeEvent('getFsspResponse')).toBeUndefined();
    expect(faults.take('GET', '/api/user/')?.status).toBe(500);
    expect(faults.list().map((f) => f.path)).toEqual(['event:getReport']);
    expect(faults.take('GET', 'event:getReport')).toBeUndefined();
  });

  it('refuses a fault that would do nothing, or a body without a status', () => {
    const faults = new FaultStore();
    expect(() => faults.add({ path: '/a' })).toThrow(DomainError);
    expect(() => faults.add({ path: '/a', delayMs: 0 })).toThrow(DomainError);
    expect(() => faults.add({ path: '/a', delayMs: 10, body: {} })).toThrow(DomainError);
    expect(faults.clear()).toBe(0);
  });
});
