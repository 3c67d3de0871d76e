import type { DocumentGroup } from '@autocredit/generated/api';

/** The catalogue of the files the seeded deals come with: each kind's slot, document, group, name, stage and layout. */

/** The stages of a deal after which it has files: the task (kinds) whose closing marks the stage. */
export type Stage = 'application' | 'underwriting' | 'decision' | 'printing' | 'signing' | 'release';

/** What the seeded files are made of; `render` names the page layout (render.ts). */
export type RenderKind =
  | 'passport'
  | 'licence'
  | 'consent'
  | 'income'
  | 'photo'
  | 'carContract'
  | 'carPhoto'
  | 'thirdConsent'
  | 'salePhoto'
  | 'underwriter'
  | 'signDocument'
  | 'schedule'
  | 'releaseDocument'
  | 'decision';

/** Who a file is about. */
export type Holder = 'client' | 'spouse' | 'thirdFace';

export interface SeededFileKind {
  slot: number;
  code: string;
  group: DocumentGroup;
  /** The file's name; `{surname}` is the person's surname. */
  name: string;
  mimeType: 'application/pdf' | 'image/png';
  /** `default`: the generated document; `signed`: the client's signed scan (002 §3). */
  type: 'default' | 'signed';
  stage: Stage;
  render: RenderKind;
  holder: Holder;
  /** A share of the deals of the stage have it (the others not); all when absent. */
  share?: number;
  /** Only when the deal has this part. */
  needs?: 'spouse' | 'thirdFace' | 'licence' | 'salary' | 'car';
}

const kind = (k: Omit<SeededFileKind, 'holder'> & { holder?: Holder }): SeededFileKind => ({ holder: 'client', ...k });

/** The seeded files in the order the documents show them. */
export const SEEDED_FILES: readonly SeededFileKind[] = [
  kind({
    slot: 0,
    code: 'passport',
    group: 'client',
    name: 'Паспорт_{surname}.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'application',
    render: 'passport',
  }),
  kind({
    slot: 1,
    code: 'consentToPPD',
    group: 'client',
    name: 'Согласие_ПДн_{surname}.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'application',
    render: 'consent',
  }),
  kind({
    slot: 2,
    code: 'driverLicense',
    group: 'client',
    name: 'ВУ_{surname}.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'application',
    render: 'licence',
    needs: 'licence',
  }),
  kind({
    slot: 3,
    code: 'clientPhoto',
    group: 'client',
    name: 'Фото_{surname}.png',
    mimeType: 'image/png',
    type: 'default',
    stage: 'application',
    render: 'photo',
  }),
  kind({
    slot: 4,
    code: 'incomeStatement',
    group: 'client',
    name: 'Справка_о_доходах_{surname}.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'application',
    render: 'income',
    needs: 'salary',
  }),
  kind({
    slot: 5,
    code: 'carContract',
    group: 'car',
    name: 'ДКП_автомобиля.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'application',
    render: 'carContract',
    needs: 'car',
  }),
  kind({
    slot: 6,
    code: 'carPhoto',
    group: 'car',
    name: 'Фото_автомобиля.png',
    mimeType: 'image/png',
    type: 'default',
    stage: 'application',
    render: 'carPhoto',
    needs: 'car',
  }),
  kind({
    slot: 7,
    code: 'spousePassport',
    group: 'spouse',
    name: 'Паспорт_{surname}.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'application',
    render: 'passport',
    holder: 'spouse',
    needs: 'spouse',
  }),
  kind({
    slot: 8,
    code: 'spouseConsent',
    group: 'spouse',
    name: 'Согласие_супруга_{surname}.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'application',
    render: 'consent',
    holder: 'spouse',
    needs: 'spouse',
  }),
  kind({
    slot: 9,
    code: 'thirdFaceConsent',
    group: 'thirdFace',
    name: 'Согласие_третьего_лица_{surname}.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'application',
    render: 'thirdConsent',
    holder: 'thirdFace',
    needs: 'thirdFace',
  }),
  kind({
    slot: 10,
    code: 'additionalFile',
    group: 'deal',
    name: 'Фото_клиента_в_салоне.png',
    mimeType: 'image/png',
    type: 'default',
    stage: 'application',
    render: 'salePhoto',
    share: 0.4,
  }),
  kind({
    slot: 11,
    code: 'underwriterFile',
    group: 'underwriterFiles',
    name: 'Заключение_андеррайтера.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'underwriting',
    render: 'underwriter',
    share: 0.5,
  }),
  kind({
    slot: 12,
    code: 'applicationForm',
    group: 'sign',
    name: 'Заявление-анкета.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'signing',
    render: 'signDocument',
  }),
  kind({
    slot: 13,
    code: 'applicationForm',
    group: 'sign',
    name: 'Заявление-анкета_подписано.pdf',
    mimeType: 'application/pdf',
    type: 'signed',
    stage: 'signing',
    render: 'signDocument',
  }),
  kind({
    slot: 14,
    code: 'consentBki',
    group: 'sign',
    name: 'Согласие_БКИ.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'signing',
    render: 'signDocument',
  }),
  kind({
    slot: 15,
    code: 'consentBki',
    group: 'sign',
    name: 'Согласие_БКИ_подписано.pdf',
    mimeType: 'application/pdf',
    type: 'signed',
    stage: 'signing',
    render: 'signDocument',
  }),
  kind({
    slot: 16,
    code: 'loanAgreement',
    group: 'accountSign',
    name: 'Кредитный_договор.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'printing',
    render: 'signDocument',
  }),
  kind({
    slot: 17,
    code: 'loanAgreement',
    group: 'accountSign',
    name: 'Кредитный_договор_подписано.pdf',
    mimeType: 'application/pdf',
    type: 'signed',
    stage: 'signing',
    render: 'signDocument',
  }),
  kind({
    slot: 18,
    code: 'accountApplication',
    group: 'accountSign',
    name: 'Заявление_на_открытие_счета.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'printing',
    render: 'signDocument',
  }),
  kind({
    slot: 19,
    code: 'accountApplication',
    group: 'accountSign',
    name: 'Заявление_на_открытие_счета_подписано.pdf',
    mimeType: 'application/pdf',
    type: 'signed',
    stage: 'signing',
    render: 'signDocument',
  }),
  kind({
    slot: 20,
    code: 'paymentSchedule',
    group: 'accountSign',
    name: 'График_платежей.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'printing',
    render: 'schedule',
  }),
  kind({
    slot: 21,
    code: 'loanOrder',
    group: 'release',
    name: 'Распоряжение_на_выдачу.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'release',
    render: 'releaseDocument',
  }),
  kind({
    slot: 22,
    code: 'paymentMain',
    group: 'release',
    name: 'Платежное_поручение.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'release',
    render: 'releaseDocument',
  }),
  kind({
    slot: 23,
    code: 'guaranteeAuto',
    group: 'release',
    name: 'Гарантийное_письмо.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'release',
    render: 'releaseDocument',
  }),
  kind({
    slot: 24,
    code: 'priorApproval',
    group: 'service',
    name: 'Предварительное_решение_{dealId}.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'decision',
    render: 'decision',
  }),
  /** The client's passport as first uploaded: replaced on a rework (the previous snapshot has it). */
  kind({
    slot: 25,
    code: 'passport',
    group: 'client',
    name: 'Паспорт_{surname}_скан.pdf',
    mimeType: 'application/pdf',
    type: 'default',
    stage: 'application',
    render: 'passport',
  }),
];
