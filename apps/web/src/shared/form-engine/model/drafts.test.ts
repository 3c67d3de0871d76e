import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, clearDrafts, forgetFormDrafts, readDraft, setDraftOwner, writeDraft } from './drafts';

describe('unsaved values in sessionStorage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setDraftOwner('underwriter');
  });

  it('keeps the values per form and step until saved', () => {
    writeDraft('task:7:step:1', { surName: 'Петров' });
    writeDraft('task:7:step:2', { passport: { series: '4520' } });
    expect(readDraft('task:7:step:1')).toEqual({ surName: 'Петров' });
    clearDraft('task:7:step:1');
    expect(readDraft('task:7:step:1')).toBeNull();
    expect(readDraft('task:7:step:2')).toEqual({ passport: { series: '4520' } });
  });

  it('drops every step of a closed task, and everything at logout', () => {
    writeDraft('task:7:step:1', { a: 1 });
    writeDraft('task:7:step:2', { a: 2 });
    writeDraft('task:8:step:1', { a: 3 });
    sessionStorage.setItem('appSessionId', 'keep');
    clearDrafts('task:7:');
    expect(readDraft('task:7:step:2')).toBeNull();
    expect(readDraft('task:8:step:1')).toEqual({ a: 3 });
    forgetFormDrafts();
    expect(readDraft('task:8:step:1')).toBeNull();
    expect(sessionStorage.getItem('appSessionId')).toBe('keep');
  });

  it('keeps each user’s drafts apart, and none while nobody is signed in', () => {
    writeDraft('task:7:step:1', { surName: 'Петров' });
    setDraftOwner('underwriter_chief');
    expect(readDraft('task:7:step:1')).toBeNull();
    writeDraft('task:7:step:1', { surName: 'Сидоров' });
    forgetFormDrafts();
    setDraftOwner(null);
    writeDraft('task:7:step:1', { surName: 'Никто' });
    expect(readDraft('task:7:step:1')).toBeNull();
    setDraftOwner('underwriter');
    expect(readDraft('task:7:step:1')).toEqual({ surName: 'Петров' });
  });

  it('reads a broken draft as none', () => {
    sessionStorage.setItem('formDraft:underwriter:task:9:step:1', '{broken');
    expect(readDraft('task:9:step:1')).toBeNull();
  });
});
