import type { Privilege, Role, SalePoint } from '@autocredit/generated/api';

/** A seeded user before its password is hashed. */
export interface SeedUser {
  id: number;
  username: string;
  fio: string;
  email: string;
  roles: Role[];
  privileges: Privilege[];
  salePoint: SalePoint | null;
  passwordExpired?: true;
}

/** Every seeded user signs in with this password. */
export const SEED_PASSWORD = 'secret';

const UNDERWRITER: Privilege[] = [
  'deal-view-info',
  'can-view-underwriter-list',
  'can-view-underwriter-info',
  'report-underwriter',
  'get-static-file',
  'pbx-call',
  'pbx-get-info',
  'person-view-info',
  'rescoring-check-entity',
  'view-variants-sum-max',
];

const ROLF: SalePoint = { id: 12, name: 'Автосалон «Рольф Юг», Москва' };
/** The GOZ chief's point: in the holding of `goz`'s point (Рольф), so that the chief checks what `goz` applies for. */
const ROLF_NW: SalePoint = { id: 3, name: 'Дилерский центр «Рольф Северо-Запад», Москва' };

/** One user per role (README.md lists them); ids are stable. */
export const SEED_USERS: readonly SeedUser[] = [
  {
    id: 1,
    username: 'admin',
    fio: 'Петров Алексей Николаевич',
    email: 'a.petrov@autocredit.example',
    roles: ['ROLE_ADMIN'],
    privileges: ['switch-user', 'deal-view-info'],
    salePoint: null,
  },
  {
    id: 2,
    username: 'goz',
    fio: 'Иванова Мария Сергеевна',
    email: 'm.ivanova@autocredit.example',
    roles: ['ROLE_GOZ'],
    privileges: ['deal-view-info', 'report-goz', 'upload-document'],
    salePoint: ROLF,
  },
  {
    id: 3,
    username: 'goz_chief',
    fio: 'Волков Дмитрий Андреевич',
    email: 'd.volkov@autocredit.example',
    roles: ['ROLE_GOZ_CHIEF'],
    privileges: ['deal-view-info', 'report-goz', 'unclaim-all-tasks', 'change-goz-priority', 'upload-document'],
    salePoint: ROLF_NW,
  },
  {
    id: 4,
    username: 'credit_inspector',
    fio: 'Соколова Анна Игоревна',
    email: 'a.sokolova@autocredit.example',
    roles: ['ROLE_CREDIT_INSPECTOR'],
    privileges: ['deal-view-info', 'upload-document', 'report-car-loan'],
    salePoint: null,
  },
  {
    id: 5,
    username: 'release_manager',
    fio: 'Морозов Игорь Павлович',
    email: 'i.morozov@autocredit.example',
    roles: ['ROLE_RELEASE_MANAGER'],
    privileges: [
      'deal-view-info',
      'upload-document',
      'save-deal-account',
      'report-additional-service',
      'report-support',
      'report-rko-client',
    ],
    salePoint: null,
  },
  {
    id: 6,
    username: 'underwriter',
    fio: 'Смирнова Ольга Викторовна',
    email: 'o.smirnova@autocredit.example',
    roles: ['ROLE_UNDERWRITER'],
    privileges: UNDERWRITER,
    salePoint: null,
  },
  {
    id: 7,
    username: 'underwriter_external',
    fio: 'Лебедев Константин Олегович',
    email: 'k.lebedev@autocredit.example',
    roles: ['ROLE_UNDERWRITER_EXTERNAL'],
    privileges: ['deal-view-info', 'can-view-underwriter-list', 'can-view-underwriter-info'],
    salePoint: null,
  },
  {
    id: 8,
    username: 'underwriter_chief',
    fio: 'Новикова Елена Александровна',
    email: 'e.novikova@autocredit.example',
    roles: ['ROLE_UNDERWRITER_CHIEF'],
    privileges: [
      ...UNDERWRITER,
      'unclaim-all-tasks',
      'change-goz-priority',
      'report-failed-check',
      'report-failed-statistic-request',
      'pbx-download',
    ],
    salePoint: null,
  },
  {
    id: 9,
    username: 'pledge_editor',
    fio: 'Фёдоров Сергей Михайлович',
    email: 's.fedorov@autocredit.example',
    roles: ['ROLE_PLEDGE_EDITOR'],
    privileges: ['deal-view-info'],
    salePoint: null,
  },
  {
    id: 10,
    username: 'pledge_viewer',
    fio: 'Павлова Татьяна Юрьевна',
    email: 't.pavlova@autocredit.example',
    roles: ['ROLE_PLEDGE_VIEWER'],
    privileges: [],
    salePoint: null,
  },
  {
    id: 11,
    username: 'auditor',
    fio: 'Семёнов Виктор Геннадьевич',
    email: 'v.semenov@autocredit.example',
    roles: ['ROLE_AUDITOR'],
    privileges: ['deal-view-info', 'report-support-all'],
    salePoint: null,
  },
  {
    id: 12,
    username: 'viewer',
    fio: 'Егорова Наталья Владимировна',
    email: 'n.egorova@autocredit.example',
    roles: ['ROLE_VIEWER'],
    privileges: ['deal-view-info'],
    salePoint: null,
  },
  {
    id: 13,
    username: 'calculator',
    fio: 'Козлов Артём Денисович',
    email: 'a.kozlov@autocredit.example',
    roles: ['ROLE_CREDIT_CALCULATOR'],
    privileges: [],
    salePoint: null,
  },
  {
    id: 14,
    username: 'security',
    fio: 'Орлов Михаил Евгеньевич',
    email: 'm.orlov@autocredit.example',
    roles: ['ROLE_ALL_VIEWER'],
    privileges: ['security-service', 'has-all-operations', 'deal-view-info', 'report-client-list'],
    salePoint: null,
  },
  {
    id: 15,
    username: 'expired',
    fio: 'Никитина Светлана Романовна',
    email: 's.nikitina@autocredit.example',
    roles: ['ROLE_VIEWER'],
    privileges: ['deal-view-info'],
    salePoint: null,
    passwordExpired: true,
  },
];
