import type { FormField } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { fieldDocumentGroups, taskStepKind } from './task-steps';

describe('taskStepKind', () => {
  it("shows the documents screen on the release manager's and the credit inspector's documents step", () => {
    expect(taskStepKind('task-release-manager', 'documents')).toBe('documents');
    expect(taskStepKind('task-credit-inspector', 'documents')).toBe('documents');
  });
  it("keeps the server's form elsewhere (the GOZ wizard saves its documents with the step)", () => {
    expect(taskStepKind('task-goz', 'documents')).toBe('form');
    expect(taskStepKind('task-release-manager', 'decision')).toBe('form');
  });
});

describe('fieldDocumentGroups', () => {
  it('lists the groups of the document fields once, in order, nested ones too', () => {
    const doc = (group: string): FormField =>
      ({ type: 'commonAsyncDocument', label: 'Документ', attributes: { documentGroup: group } }) as FormField;
    const fields: Record<string, FormField> = {
      a: doc('accountSign'),
      b: doc('release'),
      c: doc('accountSign'),
      d: { type: 'collection', label: 'Прочие', children: { e: doc('releaseManagerFiles') } } as FormField,
    };
    expect(fieldDocumentGroups(fields)).toEqual(['accountSign', 'release', 'releaseManagerFiles']);
  });
});
