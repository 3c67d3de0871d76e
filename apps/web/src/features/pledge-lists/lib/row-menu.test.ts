import { describe, expect, it } from 'vitest';
import { pledge } from '@/features/pledge-lists/testing/pledges';
import { pledgeRowActions } from './row-menu';

const labels = (...args: Parameters<typeof pledgeRowActions>) => pledgeRowActions(...args).map((a) => a.label);

describe('the history row menu', () => {
  it('a registered pledge: its process links, a new assignment and the take-off', () => {
    expect(labels(pledge({ status: 'reg_success' }), true)).toEqual([
      'Процесс регистрации в мониторе процессов',
      'Процесс регистрации во внешнем просмотрщике',
      'Создать процесс переуступки',
      'Снять с обременения',
    ]);
  });

  it('an assigned pledge: the assignment result, no take-off', () => {
    expect(
      labels(pledge({ status: 'assignment_success', processes: { pledge: null, pledge_take_off: null } }), true),
    ).toEqual(['Скачать результат переуступки']);
  });

  it('restarts only the processes that allow it, and links the take-off process too', () => {
    const failed = pledge({
      status: 'reg_error_upload',
      processes: {
        pledge: { cockpitUrl: null, excamadUrl: null, processRestart: true },
        pledge_take_off: { cockpitUrl: 'https://bpm.test/t/1', excamadUrl: null, processRestart: true },
      },
    });
    const actions = pledgeRowActions(failed, true);
    expect(actions.map((a) => a.label)).toEqual([
      'Перезапустить процесс регистрации',
      'Процесс снятия в мониторе процессов',
      'Перезапустить процесс снятия',
    ]);
    expect(actions[0]).toMatchObject({ kind: 'restart', process: 'pledge' });
    expect(actions[1]).toMatchObject({ kind: 'link', url: 'https://bpm.test/t/1' });
    expect(actions[2]).toMatchObject({ kind: 'restart', process: 'pledge_take_off' });
  });

  it('a pledge queued for assignment: a new assignment, no take-off', () => {
    expect(
      labels(pledge({ status: 'assignment_new', processes: { pledge: null, pledge_take_off: null } }), true),
    ).toEqual(['Создать процесс переуступки']);
  });

  it('a pledge in between offers nothing but its links', () => {
    expect(
      labels(pledge({ status: 'take_off_in_progress', processes: { pledge: null, pledge_take_off: null } }), true),
    ).toEqual([]);
  });

  it('pledge viewers get no menu', () => {
    for (const status of ['reg_success', 'assignment_success', 'reg_error_upload']) {
      expect(pledgeRowActions(pledge({ status }), false)).toEqual([]);
    }
  });
});
