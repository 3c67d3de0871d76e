import { describe, expect, it } from 'vitest';
import type { Privilege, Role } from '@autocredit/generated/api';
import { menuFor } from './menu';
import { isCalculatorOnly } from './access';

const labels = (roles: Role[], allPrivileges: Privilege[] = []) =>
  menuFor({ roles, allPrivileges }).map((entry) =>
    entry.kind === 'link'
      ? `${entry.label} → ${entry.route}${entry.counters ? ' (counters)' : ''}`
      : `[${entry.label}]`,
  );

describe('side menu by role', () => {
  it('operator (goz)', () => {
    expect(labels(['ROLE_GOZ'], ['report-goz'])).toEqual([
      '[Создать заявку]',
      '[Быстрое решение]',
      'Заявки → deal-list',
      'Новые задачи → task-list-new',
      'Мои задачи (в работе) → task-list-my',
      'Отчеты → reports',
      'Калькулятор → create-short-request',
    ]);
  });

  it('goz chief, credit inspector and release manager', () => {
    for (const role of ['ROLE_GOZ_CHIEF', 'ROLE_CREDIT_INSPECTOR', 'ROLE_RELEASE_MANAGER'] as const) {
      expect(labels([role])).toEqual([
        'Заявки → deal-list',
        'Новые задачи → task-list-new',
        'Мои задачи (в работе) → task-list-my',
        'Завершенные заявки → deal-list-history',
      ]);
    }
  });

  it('underwriters get the list with counters', () => {
    for (const role of ['ROLE_UNDERWRITER', 'ROLE_UNDERWRITER_EXTERNAL', 'ROLE_UNDERWRITER_CHIEF'] as const) {
      expect(labels([role], ['deal-view-info', 'get-static-file', 'report-underwriter'])).toEqual([
        'Заявки → deal-list',
        'Новые задачи → underwriter-new-task-list (counters)',
        'Мои задачи (в работе) → task-list-my',
        'Документы → underwriter-documents',
        'Завершенные заявки → deal-list-history',
        'Отчеты → reports',
      ]);
    }
  });

  it('viewers and auditors see the deal list only', () => {
    expect(labels(['ROLE_VIEWER'])).toEqual(['Заявки → deal-list']);
    expect(labels(['ROLE_ALL_VIEWER'])).toEqual(['Заявки → deal-list']);
    expect(labels(['ROLE_AUDITOR'])).toEqual(['Заявки → deal-list']);
  });

  it('pledge editor and viewer', () => {
    const pledgeMenu = [
      'Новые задачи (залоги) → pledge-list-new',
      'Мои задача (залоги) → pledge-list-my',
      'Все залоги → pledge-list-history',
      'Соглашения переуступки → assignment-agreements',
    ];
    expect(labels(['ROLE_PLEDGE_EDITOR'])).toEqual(pledgeMenu);
    expect(labels(['ROLE_PLEDGE_VIEWER'])).toEqual(pledgeMenu);
  });

  it('calculator-only user', () => {
    expect(labels(['ROLE_CREDIT_CALCULATOR'])).toEqual(['Калькулятор → credit-calculator-lite']);
    expect(isCalculatorOnly({ roles: ['ROLE_CREDIT_CALCULATOR', 'ROLE_VIEWER'], allPrivileges: [] })).toBe(false);
    expect(isCalculatorOnly({ roles: [], allPrivileges: [] })).toBe(false);
  });

  it('administrator and privileges', () => {
    expect(labels(['ROLE_ADMIN'], ['switch-user'])).toEqual(['Пользователи → users']);
    expect(labels(['ROLE_REPORT_CLIENTS'], ['report-client-list', 'security-service'])).toEqual([
      'Отчеты → reports',
      'Отчет СБ → security-report',
    ]);
    expect(labels(['ROLE_CHIEF_RISK_MANAGEMENT'])).toEqual([]);
  });

  it('an operator who is also an underwriter gets both task lists and no deal history', () => {
    expect(labels(['ROLE_GOZ', 'ROLE_UNDERWRITER'])).toEqual([
      '[Создать заявку]',
      '[Быстрое решение]',
      'Заявки → deal-list',
      'Новые задачи → underwriter-new-task-list (counters)',
      'Новые задачи → task-list-new',
      'Мои задачи (в работе) → task-list-my',
      'Калькулятор → create-short-request',
    ]);
  });
});
