import type { DecisionCode, DecisionCodeGroup, DecisionPopupType, FormFieldChoice } from '@autocredit/generated/api';

/**
 * The reason codes of the underwriter's decisions (001 §3 'Reason code group', §4, §5): for each kind of decision
 * the reason popup is opened for, groups of reasons; a child names its parent (`reasonParentId`). The documents do
 * not show the codes; these are the stub's, fixed (the same for every deal and seed). The decision forms post the
 * chosen codes (`reasons: ['R12', 'R12.1']`); the server checks they are codes of the decision taken.
 */

type Reason = readonly [reasonId: number, reasonCode: string, reasonName: string, parentId?: number];

const group = (groupName: string, reasons: readonly Reason[]): DecisionCodeGroup => ({
  groupName,
  reasons: reasons.map(([reasonId, reasonCode, reasonName, parentId]): DecisionCode => ({
    reasonId,
    reasonCode,
    reasonName,
    reasonParentId: parentId ?? null,
  })),
});

export const REASON_CODES: Readonly<Record<DecisionPopupType, readonly DecisionCodeGroup[]>> = {
  approved: [
    group('Условия одобрения', [
      [11, 'A01', 'Одобрено без условий'],
      [12, 'A02', 'Одобрено при подтверждении дохода'],
      [13, 'A02.1', 'Подтверждение справкой 2-НДФЛ', 12],
      [14, 'A02.2', 'Подтверждение выпиской по счету', 12],
    ]),
  ],
  rejected: [
    group('Платёжеспособность', [
      [41, 'R12', 'Недостаточный подтверждённый доход'],
      [42, 'R12.1', 'Доход не подтверждён работодателем', 41],
      [43, 'R12.2', 'Высокая долговая нагрузка', 41],
    ]),
    group('Кредитная история', [
      [44, 'R21', 'Негативная кредитная история'],
      [45, 'R21.1', 'Текущая просроченная задолженность', 44],
    ]),
    group('Достоверность данных', [
      [51, 'R34', 'Недостоверные данные о работодателе'],
      [52, 'D03', 'Недействительный паспорт'],
    ]),
  ],
  reworked: [
    group('Документы', [
      [61, 'W05', 'Требуется подтверждение дохода'],
      [62, 'W07', 'Нечитаемые сканы документов'],
      [63, 'W07.1', 'Паспорт', 62],
      [64, 'W07.2', 'Водительское удостоверение', 62],
    ]),
    group('Данные заявки', [[65, 'W11', 'Неполные данные о работодателе']]),
  ],
  rescoring: [
    group('Изменение данных', [
      [71, 'RS01', 'Изменены условия кредита'],
      [72, 'RS02', 'Уточнены данные клиента'],
      [73, 'RS02.1', 'Паспортные данные', 72],
    ]),
  ],
  refuse: [
    group('Отказ клиента', [
      [81, 'K01', 'Клиент отказался от кредита'],
      [82, 'K02', 'Не устроили условия кредита'],
      [83, 'K02.1', 'Высокая процентная ставка', 82],
    ]),
  ],
};

export const DECISION_POPUP_TYPES = Object.keys(REASON_CODES) as DecisionPopupType[];

/** The group of the delay reasons (the `delay` list: a timed-out pre-decision task gives one of them first). */
export const DELAY_GROUP_NAME = 'Причины задержки';
/** The ids of the delay reasons start after this one (their codes are the form's `delayReason` choices). */
const DELAY_ID_BASE = 900;

/** The delay reasons as one group of reason codes (`GET /api/autocredit/codes/delay/{dealId}`). */
export function delayReasonGroup(delayReasons: readonly FormFieldChoice[]): DecisionCodeGroup {
  return {
    groupName: DELAY_GROUP_NAME,
    reasons: delayReasons.map((r, i) => ({
      reasonId: DELAY_ID_BASE + i + 1,
      reasonCode: r.value,
      reasonName: r.label,
      reasonParentId: null,
    })),
  };
}

/** Every reason of a kind of decision. */
export const reasonsOf = (type: DecisionPopupType): DecisionCode[] => REASON_CODES[type].flatMap((g) => g.reasons);

/** A reason code of any kind (null: no such code). */
export function findReason(code: string): DecisionCode | null {
  for (const type of DECISION_POPUP_TYPES) {
    const found = reasonsOf(type).find((r) => r.reasonCode === code);
    if (found) return found;
  }
  return null;
}

/** Every reason code of every kind: the choices of the decision forms' `reasons` field. */
export const REASON_CODE_CHOICES: FormFieldChoice[] = DECISION_POPUP_TYPES.flatMap((type) =>
  reasonsOf(type).map((r) => ({ value: r.reasonCode, label: r.reasonName })),
);
