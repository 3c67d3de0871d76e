import type { FormField } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { TASK_ROLES, jumpsFreely } from './roles';
import { fieldDocumentGroups, isMemberStep, taskStepKind } from './task-steps';

describe('taskStepKind', () => {
  it("shows the documents screen on the release manager's and the credit inspector's documents step", () => {
    expect(taskStepKind(TASK_ROLES['task-release-manager'], 'documents')).toBe('documents');
    expect(taskStepKind(TASK_ROLES['task-credit-inspector'], 'documents')).toBe('documents');
  });
  it("keeps the server's form elsewhere (the GOZ wizard saves its documents with the step)", () => {
    expect(taskStepKind(TASK_ROLES['task-goz'], 'documents')).toBe('form');
    expect(taskStepKind(TASK_ROLES['task-release-manager'], 'members')).toBe('form');
  });
  it('shows the release decision on the inspector’s and the release manager’s decision step', () => {
    expect(taskStepKind(TASK_ROLES['task-credit-inspector'], 'decision')).toBe('releaseDecision');
    expect(taskStepKind(TASK_ROLES['task-release-manager'], 'decision')).toBe('releaseDecision');
    expect(taskStepKind(TASK_ROLES['tacheck-ci'], 'decision')).toBe('form');
  });
  it('shows the account-documents panel to the checkers and on the inspector’s signing', () => {
    expect(taskStepKind(TASK_ROLES['tacheck-ci'], 'accountDocuments')).toBe('accountDocuments');
    expect(taskStepKind(TASK_ROLES['task-goz-checker'], 'accountDocuments')).toBe('accountDocuments');
    expect(taskStepKind(TASK_ROLES['task-credit-inspector'], 'accountDocuments', 'sign_documents')).toBe(
      'accountDocuments',
    );
    expect(taskStepKind(TASK_ROLES['task-goz'], '7', 'sign_documents')).toBe('form');
  });
  it('shows the error form whatever the step', () => {
    expect(taskStepKind(TASK_ROLES['task-credit-inspector'], null, 'notify_about_error')).toBe('errorForm');
  });
});

describe('the roles’ rules', () => {
  it('the GOZ wizard jumps freely only to the next, the current and the fifth step; the others anywhere', () => {
    const at = { next: '2', current: '1' };
    const goz = TASK_ROLES['task-goz'];
    expect(['1', '2', '5'].map((step) => jumpsFreely(goz, step, at))).toEqual([true, true, true]);
    expect(jumpsFreely(goz, '3', at)).toBe(false);
    expect(jumpsFreely(TASK_ROLES['task-underwriter'], '3', at)).toBe(true);
  });
  it('the checkers and the credit inspector save the members and the car in place', () => {
    expect(isMemberStep(TASK_ROLES['tacheck-ci'], 'members')).toBe(true);
    expect(isMemberStep(TASK_ROLES['task-goz-checker'], 'car')).toBe(true);
    expect(isMemberStep(TASK_ROLES['task-credit-inspector'], 'car')).toBe(true);
    expect(isMemberStep(TASK_ROLES['task-release-manager'], 'members')).toBe(false);
    expect(isMemberStep(TASK_ROLES['task-goz'], 'members')).toBe(false);
  });
  it('shows the state-support step on the GOZ wizard only; no step name reaches an object’s own members', () => {
    expect(taskStepKind(TASK_ROLES['task-goz'], '3', 'stateSupport')).toBe('stateSupport');
    expect(taskStepKind(TASK_ROLES['task-release-manager'], '3', 'stateSupport')).toBe('form');
    expect(taskStepKind(TASK_ROLES['task-release-manager'], 'constructor', 'toString')).toBe('form');
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
