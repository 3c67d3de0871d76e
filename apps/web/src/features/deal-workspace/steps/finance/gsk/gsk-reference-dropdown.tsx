import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useState } from 'react';
import { gskReferenceQuery } from './gsk-api';
import { GSK_TEXTS, type GskList } from './gsk-calculator';
import { gskOptions, mergeGskItems } from './gsk-display';
import { gskErrorId } from './gsk-field-box';
import { SUGGEST_EMPTY } from '@/shared/form-engine';

/** How long the typed filter rests before the server is asked for the items beyond the first 100. */
const SEARCH_DELAY = 300;
/** A list longer than this gets a filter box. */
const FILTER_FROM = 10;

/**
 * A coded input of 'Калькулятор ГКС' chosen from its reference list (`GET /api/gsk/ref?type=...&per_page=100`):
 * the items shown by title; a code not among the first 100 (a prepared one) is looked up by itself; a long list
 * gets a filter, which asks the server for the items beyond the first 100 when it holds more.
 */
export function GskReferenceDropdown({
  id,
  type,
  value,
  invalid,
  onChange,
}: {
  id: string;
  type: GskList;
  value: string | null;
  invalid: boolean;
  onChange(value: string | null): void;
}) {
  const first = useQuery(gskReferenceQuery(type));
  const items = first.data?.items ?? [];
  const missing = value !== null && first.isSuccess && !items.some((item) => item.code === value);
  const own = useQuery({ ...gskReferenceQuery(type, value ?? ''), enabled: missing });
  const partial = first.data !== undefined && first.data.count > first.data.items.length;
  const [filter, setFilter] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(filter.trim()), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [filter]);
  const found = useQuery({ ...gskReferenceQuery(type, searched), enabled: partial && searched !== '' });
  const options = gskOptions(
    mergeGskItems(
      items,
      own.data?.items.filter((item) => item.code === value),
      found.data?.items,
    ),
    value,
  );
  return (
    <Dropdown
      inputId={id}
      className="w-full"
      panelClassName="gsk-list-panel"
      value={value}
      options={options}
      optionLabel="label"
      optionValue="value"
      placeholder={first.isPending ? '…' : GSK_TEXTS.choose}
      loading={first.isPending || (missing && own.isPending)}
      filter={partial || options.length > FILTER_FROM}
      onFilter={(event) => setFilter(event.filter)}
      resetFilterOnHide
      emptyMessage={SUGGEST_EMPTY}
      emptyFilterMessage={SUGGEST_EMPTY}
      invalid={invalid}
      aria-describedby={gskErrorId(id)}
      onChange={(event) => onChange(typeof event.value === 'string' ? event.value : null)}
    />
  );
}
