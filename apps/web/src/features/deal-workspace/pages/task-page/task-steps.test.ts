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
    expect(taskStepKind('task-release-manager', 'members')).toBe('form');
  });
  it('shows the release decision on the inspector’s and the release manager’s decision step', () => {
    expect(taskStepKind('task-credit-inspector', 'decision')).toBe('releaseDecision');
    expect(taskStepKind('task-release-manager', 'decision')).toBe('releaseDecision');
    expect(taskStepKind('tacheck-ci', 'decision')).toBe('form');
  });
  it('shows the account-documents panel to the checkers and on the inspector’s signing', () => {
    expect(taskStepKind('tacheck-ci', 'accountDocuments')).toBe('accountDocuments');
    expect(taskStepKind('task-goz-checker', 'accountDocuments')).toBe('accountDocuments');
    expect(taskStepKind('task-credit-inspector', 'accountDocuments', 'sign_documents')).toBe('accountDocuments');
    expect(taskStepKind('task-goz', '7', 'sign_documents')).toBe('form');
  });
  it('shows the error form whatever the step', () => {
    expect(taskStepKind('task-credit-inspector', null, 'notify_about_error')).toBe('errorForm');
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
