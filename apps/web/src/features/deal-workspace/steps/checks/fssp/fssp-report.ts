import type { FsspResultItem, GetFsspResponseEvent } from '@autocredit/generated/api';
import { formatDate } from '@/shared/lib/format-date';
import { formatMoney } from '@/shared/lib/format-money';

/** The texts of the report 'Отчет ФССП' (001 §2.9, §4, §8). */
export const FSSP_TEXTS = {
  title: 'Отчет ФССП',
  waiting: 'Отчет формируется, пожалуйста подождите',
  requestFailed: 'При запросе отчета возникла ошибка',
  buildFailed: 'При формировании отчета возникла ошибка',
  loadFailed: 'Ошибка загрузки данных',
  empty: 'Нет данных для отображения',
  /** The documents name only the section of the finished ones; this title of the open ones is the app's. */
  active: 'Действующие ИП',
  inactive: 'ИП отсутствуют на сайте',
  more: 'Подробно',
  less: 'Скрыть',
  bailiffSite: 'Банк данных ФССП',
} as const;

type FieldKind = 'text' | 'date' | 'money' | 'flag';

/** Every field of a proceeding, in the order shown, with its Russian label (001 §3 'FSSP result item'). */
export const FSSP_FIELDS: Readonly<Record<keyof FsspResultItem, { label: string; kind: FieldKind }>> = {
  name: { label: 'Должник', kind: 'text' },
  entBdate: { label: 'Дата рождения', kind: 'date' },
  entBplace: { label: 'Место рождения', kind: 'text' },
  epNumber: { label: 'Номер ИП', kind: 'text' },
  weRisedate: { label: 'Дата возбуждения ИП', kind: 'date' },
  weTypeName: { label: 'Вид исполнительного документа', kind: 'text' },
  weDate: { label: 'Дата исполнительного документа', kind: 'date' },
  weNumber: { label: 'Номер исполнительного документа', kind: 'text' },
  weIssuer: { label: 'Орган, выдавший исполнительный документ', kind: 'text' },
  creditorInn: { label: 'ИНН взыскателя', kind: 'text' },
  endDate: { label: 'Дата окончания ИП', kind: 'date' },
  endArticle: { label: 'Статья окончания', kind: 'text' },
  endPoint: { label: 'Часть статьи', kind: 'text' },
  endSubpoint: { label: 'Пункт', kind: 'text' },
  weSubjTypeName: { label: 'Предмет исполнения', kind: 'text' },
  debtBalanceEp: { label: 'Остаток долга', kind: 'money' },
  debtBalanceDuty: { label: 'Исполнительский сбор', kind: 'money' },
  debtBalanceTotal: { label: 'Общая сумма задолженности', kind: 'money' },
  bailiffOfficeTerotdel: { label: 'Отдел судебных приставов', kind: 'text' },
  bailiffOfficeAddress: { label: 'Адрес отдела', kind: 'text' },
  bailiffName: { label: 'Судебный пристав-исполнитель', kind: 'text' },
  bailiffPhone: { label: 'Телефон пристава', kind: 'text' },
  active: { label: 'Действующее ИП', kind: 'flag' },
};

const EMPTY = '—';

function shown(value: unknown, kind: FieldKind): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (kind === 'flag') return value ? 'Да' : 'Нет';
  if (kind === 'date') return formatDate(String(value)) || String(value);
  if (kind === 'money') return formatMoney(value as number) || EMPTY;
  return String(value);
}

/** The label and the shown value of every field of a proceeding (money ru-RU ₽, dates dd.MM.yyyy, '—' when empty). */
export function fsspFieldLines(item: FsspResultItem): Array<{ key: string; label: string; value: string }> {
  return (Object.keys(FSSP_FIELDS) as Array<keyof FsspResultItem>).map((key) => ({
    key,
    label: FSSP_FIELDS[key].label,
    value: shown(item[key], FSSP_FIELDS[key].kind),
  }));
}

/** The one-line summary of a proceeding: its number and date, the subject, the debt of an open one. */
export function fsspSummary(item: FsspResultItem): string {
  const opened = item.weRisedate ? ` от ${formatDate(item.weRisedate)}` : '';
  const debt = item.active && item.debtBalanceTotal !== null ? formatMoney(item.debtBalanceTotal) : '';
  return [`${item.epNumber}${opened}`, item.weSubjTypeName, debt].filter(Boolean).join(' · ');
}

/** The open proceedings apart from those no longer on the site ('ИП отсутствуют на сайте'). */
export function splitProceedings(items: readonly FsspResultItem[]) {
  return { active: items.filter((i) => i.active), inactive: items.filter((i) => !i.active) };
}

/**
 * What a `getFsspResponse` event means for the report of this deal waiting for this guid (null while the start call
 * has not answered): the result is there (`ready`), the search failed (`failed`: the event has no messageGuid), or it
 * is another search's (`other`). The event goes to every page of the user (their own topic), so it is matched by the
 * guid, or, without one, by the deal.
 */
export function fsspEventOutcome(
  event: GetFsspResponseEvent,
  dealId: number,
  guid: string | null,
): 'ready' | 'failed' | 'other' {
  const { messageGuid, dealId: eventDeal } = event.data;
  if (!messageGuid) return eventDeal === undefined || eventDeal === null || eventDeal === dealId ? 'failed' : 'other';
  return guid !== null && messageGuid.toLowerCase() === guid.toLowerCase() ? 'ready' : 'other';
}
