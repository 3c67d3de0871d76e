import type { AssignmentAgreement, Pledge, PledgeTask, User } from '@autocredit/generated/api';

/** A pledge as the lists get it (for tests). */
export const pledge = (over: Partial<Pledge> = {}, data: Partial<Pledge['data']> = {}): Pledge => ({
  id: 4120,
  status: 'reg_success',
  statusName: 'Зарегистрирован',
  dealExternalId: 'АК-100245',
  deal: { id: 100245 },
  data: {
    registrationId: '3f9a1c2e',
    notificationReferenceNumber: '2026-011-234567-891',
    notificationId: '8845217',
    pledgors: [{ name: { first: 'Иван', middle: 'Иванович', last: 'Иванов' } }],
    vehicles: [{ vin: 'XTA210990Y2765432', description: 'LADA GRANTA 2026' }],
    ...data,
  },
  processes: {
    pledge: { cockpitUrl: 'https://bpm.test/p/1', excamadUrl: 'https://ex.test/p/1', processRestart: false },
    pledge_take_off: null,
  },
  createdAt: '2026-11-20T10:15:00+03:00',
  ...over,
});

/** A pledge task (for tests): free unless an assignee is given. */
export const pledgeTask = (over: Partial<PledgeTask> = {}): PledgeTask => ({
  id: 771204,
  name: 'Регистрация залога',
  assignee: null,
  currentRole: 'pledge',
  processName: 'pledge',
  processInstanceId: '8f14e45f',
  taskDefinitionKey: 'pledge_registration',
  taskColor: null,
  created: '2026-11-20T10:15:00+03:00',
  deal: { id: 100245 },
  pledge: pledge({ status: 'reg_new', statusName: 'Новый' }, { notificationReferenceNumber: null }),
  ...over,
});

/** An assignment agreement (for tests). */
export const agreement = (over: Partial<AssignmentAgreement> = {}): AssignmentAgreement => ({
  id: 17,
  contractNumber: 'ДЦ-2026/11-017',
  contractDate: '2026-11-20',
  status: 'in_process',
  countAllPledges: 120,
  countErrorPledges: 2,
  countNewPledges: 40,
  countReworkPledges: 1,
  countSuccessPledges: 65,
  countInProcessPledges: 12,
  ...over,
});

/** A pledge editor or viewer (for tests). */
export const pledgeUser = (role: 'ROLE_PLEDGE_EDITOR' | 'ROLE_PLEDGE_VIEWER'): User => ({
  id: 9,
  username: role === 'ROLE_PLEDGE_EDITOR' ? 'pledge_editor' : 'pledge_viewer',
  fio: 'Смирнова Ольга Петровна',
  roles: [role],
  allPrivileges: [],
  isSwitched: false,
  salePoint: null,
});
