import { useCallback, useEffect, useRef, useState } from 'react';
import { failedSuggestions, idleSuggestions, longEnough, type SuggestState } from './suggest-state';

/** Asks for the suggestions of a query; `signal` aborts a call a newer query made stale. */
export type SuggestFetcher<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

/**
 * The suggestions of what is typed: nothing asked below 3 characters ('Введите не менее трех символов'), 'Пожайлуйста
 * подождите' while a call runs, 'Нет данных' for none; a newer query cancels the call of an older one.
 */
export function useSuggestions<T>(fetcher: SuggestFetcher<T>) {
  const [state, setState] = useState<SuggestState<T>>(idleSuggestions);
  const running = useRef<AbortController | null>(null);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => () => running.current?.abort(), []);

  const search = useCallback((query: string) => {
    running.current?.abort();
    running.current = null;
    if (!longEnough(query)) {
      setState({ kind: 'too-short', items: [] });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'waiting', items: [] });
    fetcherRef.current(query, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setState({ kind: 'done', items });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failed = failedSuggestions<T>(error);
        if (failed) setState(failed);
      },
    );
  }, []);

  const clear = useCallback(() => {
    running.current?.abort();
    setState(idleSuggestions());
  }, []);

  return { state, search, clear };
}
