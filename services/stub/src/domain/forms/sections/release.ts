import {
  cancelServiceBtn,
  carCost,
  checkbox,
  choice,
  collection,
  group,
  hidden,
  inn,
  money,
  number,
  text,
  type FieldOptions,
} from '../fields';
import { clone } from '../paths';
import type { FormDictionaries, FormSource } from '../source';
import { messages } from '../messages';
import type { FieldErrors, FieldSpecs, FormActor, StepContext } from '../spec';
import { toNumber, truthy } from './common';

/**
 * The source with a loan variant applied ('Применить'): the credit terms of the decision form come from the
 * variant; without one (or 'Вернуть к первоначальным данным') the saved terms are shown.
 */
export function withVariant(source: FormSource, ctx: StepContext): FormSource {
  const variant = ctx.variant === null ? undefined : source.variants[ctx.variant];
  if (!variant) return withApplicationTerms(source);
  const applied = clone(source);
  applied.release.creditInfo = {
    costRequested: variant.sumRequested,
    initialFeeClient: Math.max(variant.carCost - variant.sumRequested, 0),
    term: variant.term,
  };
  // A car agreed with the client keeps the application's cost.
  if (applied.release.agreedAuto !== AGREED) applied.release.carCostAgreedClient = variant.carCost;
  return applied;
}

/**
 * The release's credit terms before anyone set them (a deal made at run time reaches the inspector with none): the
 * application's terms, as the underwriter approved them.
 */
function withApplicationTerms(source: FormSource): FormSource {
  const info = source.release.creditInfo;
  if (info.costRequested !== null || info.initialFeeClient !== null || info.term !== null) return source;
  const applied = clone(source);
  applied.release.creditInfo = {
    costRequested: source.credit.costRequested,
    initialFeeClient: source.credit.initialFee,
    term: source.credit.term,
  };
  return applied;
}

/** The agreed-car choice: agreed (the application's car and cost), not agreed (the cost is typed). */
export const AGREED = 1;
export const NOT_AGREED = 0;
const AGREED_CHOICES = [
  { value: String(AGREED), label: 'Да' },
  { value: String(NOT_AGREED), label: 'Нет' },
];

/**
 * The client's answer about the car (002 §7 `change-agreed-auto/{choice}`): agreed, the agreed cost is the
 * application's car cost; not agreed, the agreed cost stays as typed.
 */
export function setAgreedAuto(source: FormSource, value: unknown): void {
  const choice = toNumber(value);
  source.release.agreedAuto = choice === AGREED || choice === NOT_AGREED ? choice : null;
  if (choice === AGREED) source.release.carCostAgreedClient = source.credit.carCostRequested;
}

export const canSaveAccount = (actor: FormActor | null) => actor?.privileges.includes('save-deal-account') ?? false;

/**
 * The release decision form (002 §3): credit info, whether the client agreed to the application's car (then its cost
 * is the agreed one, read-only; otherwise the agreed cost is typed), the car cost agreed with the client, the auto
 * service, the equipment list (add, delete; an emptied entry is no entry), the services (their fields disabled unless
 * the service is active; a cancelled one stays off) and the account (editable with the save-deal-account privilege).
 */
export function releaseFields(
  source: FormSource,
  d: FormDictionaries,
  ctx: StepContext,
  o: FieldOptions = {},
): FieldSpecs {
  const accountLocked = !canSaveAccount(ctx.actor) || o.readonly === true;
  const agreed = source.release.agreedAuto === AGREED;
  return {
    creditInfo: group('Условия кредита', {
      costRequested: money('Сумма кредита', 'release.creditInfo.costRequested', {
        required: true,
        rules: ['creditSum'],
        dependence: true,
        ...o,
      }),
      initialFeeClient: money('Первоначальный взнос клиента', 'release.creditInfo.initialFeeClient', {
        required: true,
        dependence: true,
        ...o,
      }),
      term: choice('Срок кредита, мес.', 'release.creditInfo.term', d.terms, {
        required: true,
        numeric: true,
        dependence: true,
        ...o,
      }),
    }),
    agreedAuto: choice(
      'Автомобиль и его стоимость согласованы с клиентом',
      { get: (s) => s.release.agreedAuto ?? null, set: setAgreedAuto },
      AGREED_CHOICES,
      { numeric: true, attributes: { expanded: true }, ...o },
    ),
    carCostAgreedClient: carCost('Стоимость автомобиля, согласованная с клиентом', 'release.carCostAgreedClient', {
      required: true,
      ...o,
      ...(agreed && { readonly: true }),
    }),
    autoService: group('Автосалон', {
      name: text('Наименование', 'release.autoService.name', o),
      inn: inn('ИНН', 'release.autoService.inn', o),
      cost: money('Стоимость автомобиля по договору', 'release.autoService.cost', o),
    }),
    equipments: collection(
      'Дополнительное оборудование',
      'release.equipments',
      () => ({
        name: text('Наименование', 'name', { required: true, ...o }),
        cost: money('Стоимость', 'cost', { required: true, ...o }),
        isProviderWorkWIthNDS: checkbox('Поставщик работает с НДС', 'isProviderWorkWIthNDS', o),
        nonStandardNDS: number('Нестандартный НДС, %', 'nonStandardNDS', o),
        isNotStandard: checkbox('Нестандартное оборудование', 'isNotStandard', o),
      }),
      { attributes: { allow_add: true, allow_delete: true }, ...o },
    ),
    services: collection(
      'Услуги',
      'release.services',
      (i) => {
        const service = source.release.services[i];
        const active = truthy(service?.active);
        // A service the client cancelled cannot be switched on again.
        const cancelled = Boolean(service?.cancellation);
        return {
          code: hidden('code', { readonly: true }),
          active: checkbox('Подключена', 'active', { dependence: true, ...o, ...(cancelled && { readonly: true }) }),
          name: text('Услуга', 'name', { readonly: true }),
          cost: money('Стоимость', 'cost', { ...o, ...(!active && { readonly: true }) }),
          ...(active && service && { cancel: cancelServiceBtn('Отказаться от услуги', service.code) }),
        };
      },
      o,
    ),
    account: group('Реквизиты счета', {
      recipient: text('Получатель', 'release.account.recipient', { readonly: accountLocked }),
      bik: text('БИК', 'release.account.bik', {
        rules: ['bik'],
        attributes: { mask: '999999999' },
        readonly: accountLocked,
      }),
      number: text('Номер счета', 'release.account.number', {
        rules: ['accountNumber'],
        attributes: { mask: '99999999999999999999' },
        readonly: accountLocked,
      }),
      bankName: text('Банк', 'release.account.bankName', { readonly: accountLocked }),
    }),
  };
}

/**
 * What 'Одобрить выдачу' (`btnRelease`) needs beyond each field's own rules: the credit term, a car cost agreed with
 * the client above 0, and, for whoever keeps the account (save-deal-account, 002 §6), every account detail. The
 * errors are the fields' (`creditInfo.term`, `carCostAgreedClient`, `account.number`...), 'Это поле обязательно для
 * заполнения' (the documents give no other message for these rules).
 */
export function releaseCheck(source: FormSource, ctx: StepContext): FieldErrors {
  if (ctx.button !== 'btnRelease') return {};
  const errors: FieldErrors = {};
  const release = source.release;
  if (toNumber(release.creditInfo.term) === null) errors['creditInfo.term'] = [messages.required];
  if (!((toNumber(release.carCostAgreedClient) ?? 0) > 0)) errors.carCostAgreedClient = [messages.required];
  if (canSaveAccount(ctx.actor)) {
    for (const key of ['recipient', 'bik', 'number', 'bankName'] as const) {
      const value = release.account[key];
      if (value === null || String(value).trim() === '') errors[`account.${key}`] = [messages.required];
    }
  }
  return errors;
}

/** `loadAccount`: the partner's account on file fills the account fields. */
export function loadAccount(source: FormSource): void {
  if (source.release.partnerAccount) source.release.account = { ...source.release.partnerAccount };
}

/** A decision type as the checkers read it: its Russian title (the code itself only when no title is known). */
const decisionTitle = (type: string | null, d: FormDictionaries): string | null =>
  type === null ? null : (d.decisionTypes.find((c) => c.value === type)?.label ?? type);

/** The decision of the deal as the checkers see it: the approved terms, read-only. */
export function decisionInfoFields(source: FormSource, d: FormDictionaries): FieldSpecs {
  const o: FieldOptions = { readonly: true };
  // before the release's terms are set (a deal at the GOZ check) the application's are the decision's
  const terms = withApplicationTerms(source).release.creditInfo;
  return {
    decisionType: text('Тип решения', undefined, { value: decisionTitle(source.deal.decisionType, d), ...o }),
    costRequested: money('Сумма кредита', undefined, { value: terms.costRequested, ...o }),
    initialFeeClient: money('Первоначальный взнос клиента', undefined, { value: terms.initialFeeClient, ...o }),
    term: choice('Срок кредита, мес.', undefined, d.terms, { numeric: true, value: terms.term, ...o }),
    carCostAgreedClient: carCost('Стоимость автомобиля', undefined, {
      value: source.release.carCostAgreedClient ?? source.credit.carCostRequested,
      ...o,
    }),
  };
}
