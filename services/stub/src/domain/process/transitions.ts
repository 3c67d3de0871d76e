import type { Draft } from './draft';
import type { ProcessAction, ProcessTask, TaskDefinitionKey } from './types';

type Transition = (d: Draft, task: ProcessTask) => void;

const deal = (d: Draft) => `Заявка № ${d.state.dealId}`;

/** Back to the operator: the deal is flagged reworked (a preliminary decision goes back to the short form). */
function rework(d: Draft, task: ProcessTask): void {
  d.state.reworked = true;
  d.state.error = null;
  d.status('rework');
  d.open(d.state.preliminary ? 'fast_decision_person' : 'goz_data_entry', { after: task });
  d.notifyCreator('Заявка возвращена на доработку', `${deal(d)} возвращена на доработку`);
}

/** Back to the underwriters' queue, flagged rescored. */
function rescore(full: boolean): Transition {
  return (d, task) => {
    d.state.rescored = true;
    if (full) d.state.fullRescoring = true;
    d.status('underwriting');
    d.open('underwriter_check', { after: task, rescored: true });
  };
}

function toUnderwriter(d: Draft, task: ProcessTask): void {
  d.status('underwriting');
  d.open('underwriter_check', { after: task });
}

function cancelDeal(d: Draft): void {
  d.cancelOpen('cancel');
  d.status('canceled', true);
  d.notifyCreator('Заявка отменена', `${deal(d)} отменена`);
}

/**
 * The deal's process: for each task definition, the actions that close it and what follows. `complete` is a plain
 * save of the task's last step; the others are the form buttons (see `actionFor`).
 */
export const TRANSITIONS: Readonly<Record<TaskDefinitionKey, Partial<Record<ProcessAction, Transition>>>> = {
  fast_decision_person: {
    complete: (d, task) => {
      d.state.preliminary = true;
      toUnderwriter(d, task);
    },
  },
  goz_data_entry: {
    complete: (d, task) => {
      d.status('in_progress');
      d.open('goz_check', { after: task });
    },
  },
  goz_check: {
    confirm: toUnderwriter,
    rework,
  },
  underwriter_check: {
    approve: (d, task) => {
      if (d.state.preliminary) {
        d.state.preliminary = false;
        d.state.decisionType = 'preliminaryApproved';
        d.status('in_progress');
        d.open('goz_data_entry', { after: task });
        d.notifyCreator('Предварительное одобрение', `${deal(d)}: предварительное одобрение, заполните полную заявку`);
      } else {
        d.state.decisionType = 'approved';
        d.status('client_waiting');
        d.notifyCreator('Заявка одобрена', `${deal(d)} одобрена, получите согласие клиента`);
      }
    },
    reject: (d) => {
      d.state.decisionType = d.state.preliminary ? 'preliminaryRejected' : 'rejected';
      d.status('rejected', true);
      d.notifyCreator('Отказ по заявке', `По заявке № ${d.state.dealId} принято решение об отказе`);
    },
    rework,
    rescoring: rescore(false),
    fullRescoring: rescore(true),
  },
  credit_inspection: {
    confirm: (d, task) => {
      d.status('approved');
      d.open('sign_documents', { after: task, continues: true });
    },
    reapprove: toUnderwriter,
    gozReapprove: rework,
    cancel: cancelDeal,
  },
  sign_documents: {
    complete: (d, task) => {
      d.open('credit_inspection_check', { after: task });
    },
  },
  credit_inspection_check: {
    confirm: (d, task) => {
      d.status('release');
      d.open('release_decision', { after: task });
    },
    reapprove: (d, task) => {
      d.open('sign_documents', { after: task });
    },
  },
  notify_about_error: {
    replay: (d, task) => {
      const failed = d.state.error?.taskKey ?? 'credit_inspection';
      d.state.error = null;
      d.open(failed, { after: task });
    },
    rework,
  },
  release_decision: {
    release: (d, task) => {
      d.open('release_sign', { after: task, continues: true });
    },
    rework: (d, task) => {
      d.status('client_approved');
      d.open('credit_inspection', { after: task });
    },
    cancel: cancelDeal,
  },
  release_sign: {
    sign: (d, task) => {
      d.open('release_final', { after: task, continues: true });
    },
  },
  release_final: {
    final: (d, task) => {
      d.status('issued', true);
      d.state.pledge = { id: d.ctx.nextPledgeId(), status: 'reg_new' };
      d.open('pledge_registration', { after: task });
      d.notifyCreator('Кредит выдан', `По заявке № ${d.state.dealId} кредит выдан`);
      d.notifyRoles(
        ['ROLE_PLEDGE_EDITOR'],
        'Новая задача на регистрацию залога',
        `${deal(d)}: зарегистрируйте залог автомобиля`,
        'pledge',
      );
    },
  },
  pledge_registration: {
    complete: (d) => {
      if (!d.state.pledge) return;
      // A corrected assignment goes to the registry again as an assignment; anything else as a registration.
      d.state.pledge.status = d.state.pledge.status.startsWith('assignment')
        ? 'assignment_in_progress'
        : 'reg_in_progress';
      d.effects.push({ kind: 'pledgeSent', pledgeId: d.state.pledge.id });
    },
    cancelDeal: (d) => {
      if (!d.state.pledge) return;
      d.state.pledge.status = d.state.pledge.status.startsWith('assignment') ? 'assignment_cancel' : 'reg_cancel';
    },
  },
};

/** The actions a task can be closed with. */
export const actionsOf = (key: TaskDefinitionKey): ProcessAction[] => Object.keys(TRANSITIONS[key]) as ProcessAction[];
