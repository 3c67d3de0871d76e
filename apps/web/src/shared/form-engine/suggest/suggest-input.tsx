import { AutoComplete, type AutoCompleteChangeEvent } from 'primereact/autocomplete';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefCallback } from 'react';
import { suggestMessage } from './suggest-state';
import { useSuggestions, type SuggestFetcher } from './use-suggestions';

export interface SuggestInputProps<T> {
  id: string;
  /** The text in the input. */
  text: string;
  onTextChange(text: string): void;
  /** A suggestion was picked (by mouse, or Enter on the highlighted one). */
  onSelect(item: T): void;
  onBlur?(): void;
  fetcher: SuggestFetcher<T>;
  /** The text a suggestion puts in the input. */
  itemText(item: T): string;
  itemTemplate?(item: T): ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
  inputRef?: RefCallback<HTMLElement>;
  /** Called with the list each time suggestions arrive (the address takes the first one on leaving). */
  onSuggestions?(items: T[]): void;
  className?: string;
}

/**
 * A text input with suggestions from the server (names, addresses, organisations): asked from 3 characters, 300 ms
 * after the last keystroke; the panel says 'Введите не менее трех символов', 'Пожайлуйста подождите', 'Нет данных' or
 * 'Что-то пошло не так: ошибка {status}' when it has nothing to list. ↑/↓ move, Enter picks, Escape closes.
 */
export function SuggestInput<T>({
  id,
  text,
  onTextChange,
  onSelect,
  onBlur,
  fetcher,
  itemText,
  itemTemplate,
  disabled,
  invalid,
  placeholder,
  inputRef,
  onSuggestions,
  className,
}: SuggestInputProps<T>) {
  const { state, search } = useSuggestions<T>(async (query, signal) => {
    const items = await fetcher(query, signal);
    onSuggestions?.(items);
    return items;
  });
  const message = suggestMessage(state);
  const box = useRef<AutoComplete>(null);
  const focused = useRef(false);
  // suggestions that come after the input was left are not shown over the next field
  useEffect(() => {
    if (!focused.current) box.current?.hide();
  }, [state]);
  // A search the input was left before (typed, then Tab within the delay) is not made; a new list tells the
  // autocomplete that its search is over, or its spinner would turn for good.
  const [skipped, setSkipped] = useState(0);
  const suggestions = useMemo(() => [...state.items], [state.items, skipped]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <AutoComplete
      ref={box}
      inputId={id}
      inputRef={inputRef as never}
      className={className ?? 'w-full'}
      inputClassName="w-full"
      value={text}
      suggestions={suggestions as never[]}
      completeMethod={(event) => {
        if (focused.current) search(event.query);
        else setSkipped((n) => n + 1);
      }}
      minLength={1}
      delay={300}
      autoHighlight
      showEmptyMessage={message !== null}
      emptyMessage={message ?? ''}
      itemTemplate={(item: T) => (itemTemplate ? itemTemplate(item) : itemText(item))}
      selectedItemTemplate={(item: unknown) => (typeof item === 'string' ? item : itemText(item as T))}
      onChange={(event: AutoCompleteChangeEvent) => {
        if (typeof event.value === 'string') onTextChange(event.value);
      }}
      onSelect={(event) => onSelect(event.value as T)}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        onBlur?.();
      }}
      disabled={disabled}
      invalid={invalid}
      placeholder={placeholder}
      autoComplete="off"
    />
  );
}
