import type { DealComparisonCase, DealComparisonGroup, GetDealComparisonEvent } from '@autocredit/generated/api';
import { href } from '@/shared/routing/paths';

/** The texts of the step 'reuseCharacteristics' (001 §2.8, §8). */
export const COMPARISON_TEXTS = {
  nothingFound: 'Сделки не найдены',
  /** Shown above the first 15 when a parameter has more matches (001 §8, §9). */
  tooMany: 'Найдено более 15 совпадений',
  noData: 'Нет данных',
  /** The app's own texts (the documents give none): the waiting state, the link to the full list, the columns. */
  waiting: 'Сравнение сделок, пожалуйста подождите',
  fullList: 'Открыть полный список',
  number: 'Номер',
  date: 'Дата',
  owner: 'Владелец',
} as const;

/** How many deals a group lists at most (001 §9). */
export const LISTED_LIMIT = 15;

/** The persons compared, in the order shown, with their section titles (the contract's `case`). */
export const COMPARISON_CASES: ReadonlyArray<{ person: DealComparisonCase; title: string }> = [
  { person: 'client', title: 'Клиент' },
  { person: 'spouse', title: 'Супруг(а)' },
  { person: 'thirdFace', title: 'Третье лицо' },
];

/** Whether a `getDealComparison` event is the answer of the comparison of that hash and case (001 §4). */
export function isComparisonOf(event: GetDealComparisonEvent, hash: string, person: DealComparisonCase): boolean {
  return event.data.hash === hash && event.data.case === person;
}

/** What a group shows: the failure of its search, no deals, or its deals (with the full list when more were found). */
export type GroupView =
  { kind: 'error'; text: string } | { kind: 'none' } | { kind: 'deals'; more: boolean; fullList: string | null };

export function groupView(group: DealComparisonGroup): GroupView {
  if (group.error) return { kind: 'error', text: group.error };
  const count = group.count ?? group.deals.length;
  if (count === 0 || group.deals.length === 0) return { kind: 'none' };
  const more = count > LISTED_LIMIT;
  return { kind: 'deals', more, fullList: more && group.listQuery ? fullListHref(group.listQuery) : null };
}

/** The deal list filtered to every deal of a group (its URL keys are the list API's, 000 §3). */
export function fullListHref(listQuery: Record<string, string>): string {
  return href('deal-list', {}, listQuery);
}
