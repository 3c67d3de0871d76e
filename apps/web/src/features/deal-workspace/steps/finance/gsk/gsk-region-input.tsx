import type { GskReferenceItem } from '@autocredit/generated/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useRef, useState } from 'react';
import { isAbortError, isApiError } from '@/shared/api/api-error';
import { gskReferenceQuery } from './gsk-api';
import { gskTitle, mergeGskItems } from './gsk-display';
import { gskErrorId } from './gsk-field-box';
import { SUGGEST_EMPTY, SUGGEST_WAIT, suggestFailed } from '@/shared/form-engine';

/** The suggestions are asked this long after the last keystroke. */
const SEARCH_DELAY = 300;

/**
 * The region of 'Калькулятор ГКС': an autocomplete over the region list (`GET /api/gsk/ref?type=region&name=...`;
 * the button lists them all). Only a region picked from the list counts (001 §5): what is typed and not picked is
 * the form's to clear when the field is left (`onLeave`). The picked region is shown by its title.
 */
export function GskRegionInput({
  id,
  code,
  text,
  invalid,
  onText,
  onPick,
  onLeave,
}: {
  id: string;
  /** The picked region's code. */
  code: string | null;
  /** What is typed in its place and not picked; null shows the picked region. */
  text: string | null;
  invalid: boolean;
  onText(text: string): void;
  onPick(item: GskReferenceItem): void;
  onLeave(): void;
}) {
  const queryClient = useQueryClient();
  const all = useQuery(gskReferenceQuery('region'));
  const missing = code !== null && all.isSuccess && !all.data.items.some((item) => item.code === code);
  const own = useQuery({ ...gskReferenceQuery('region', code ?? ''), enabled: missing });
  const shown = text ?? gskTitle(mergeGskItems(all.data?.items, own.data?.items), code);

  const [items, setItems] = useState<GskReferenceItem[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current = -1;
    },
    [],
  );
  const search = (query: string) => {
    const asked = ++latest.current;
    setItems([]);
    setMessage(SUGGEST_WAIT);
    queryClient.fetchQuery(gskReferenceQuery('region', query.trim())).then(
      (page) => {
        if (asked !== latest.current) return;
        setItems(page.items);
        setMessage(page.items.length > 0 ? null : SUGGEST_EMPTY);
      },
      (error: unknown) => {
        if (asked !== latest.current || isAbortError(error)) return;
        setMessage(isApiError(error) ? suggestFailed(error.status) : null);
      },
    );
  };

  return (
    <AutoComplete
      inputId={id}
      className="w-full"
      inputClassName="w-full"
      panelClassName="gsk-list-panel"
      value={shown}
      field="name"
      suggestions={items}
      completeMethod={(event) => search(event.query)}
      delay={SEARCH_DELAY}
      dropdown
      dropdownAriaLabel="Показать все регионы"
      autoHighlight
      showEmptyMessage={message !== null}
      emptyMessage={message ?? ''}
      invalid={invalid}
      aria-describedby={gskErrorId(id)}
      autoComplete="off"
      onChange={(event) => {
        if (typeof event.value === 'string') onText(event.value);
      }}
      onSelect={(event) => onPick(event.value as GskReferenceItem)}
      onBlur={onLeave}
    />
  );
}
