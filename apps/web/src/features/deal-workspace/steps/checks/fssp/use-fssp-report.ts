import type { FsspResult, GetFsspResponseEvent } from '@autocredit/generated/api';
import { useEffect, useRef, useState } from 'react';
import { useHubEvent } from '@/shared/events';
import { toast } from '@/shared/ui/toast';
import { fetchFsspResult, startFsspSearch } from './fssp-api';
import { FSSP_TEXTS, fsspEventOutcome } from './fssp-report';

/** Where the report is: waiting for the event, loading the result, failed on the service's side, or shown. */
export type FsspReportPhase =
  { kind: 'waiting' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; items: FsspResult };

/**
 * The report 'Отчет ФССП' of the deal's client (001 §2.9, §4, §8), asked for once when mounted: the search is
 * started ('При запросе отчета возникла ошибка' and `onClose` when it fails), the `getFsspResponse` event with its
 * guid is awaited (one without a messageGuid: 'При формировании отчета возникла ошибка'), then the result is fetched
 * ('Ошибка загрузки данных' and `onClose` when it fails). Events that come before the start call answers are kept
 * until its guid is known.
 */
export function useFsspReport(dealId: number, onClose: () => void): FsspReportPhase {
  const [phase, setPhase] = useState<FsspReportPhase>({ kind: 'waiting' });
  const guid = useRef<string | null>(null);
  const early = useRef<GetFsspResponseEvent[]>([]);
  const settled = useRef(false);
  const started = useRef(false);
  const alive = useRef(true);
  const close = useRef(onClose);

  const fail = (text: string) => {
    if (!alive.current) return;
    toast.error(text);
    close.current();
  };

  const load = async (found: string) => {
    setPhase({ kind: 'loading' });
    try {
      const items = await fetchFsspResult(found);
      if (alive.current) setPhase({ kind: 'done', items });
    } catch {
      fail(FSSP_TEXTS.loadFailed);
    }
  };

  const handle = (event: GetFsspResponseEvent) => {
    if (settled.current) return;
    if (guid.current === null) {
      early.current.push(event);
      return;
    }
    const outcome = fsspEventOutcome(event, dealId, guid.current);
    if (outcome === 'other') return;
    settled.current = true;
    if (outcome === 'failed') setPhase({ kind: 'failed' });
    else void load(guid.current);
  };
  const latest = useRef({ handle, fail });

  useEffect(() => {
    close.current = onClose;
    latest.current = { handle, fail };
  });

  useHubEvent('getFsspResponse', handle);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per mount (StrictMode's second run of the effect asks nothing again).
    if (started.current) return;
    started.current = true;
    startFsspSearch(dealId).then(
      (found) => {
        if (!alive.current) return;
        guid.current = found;
        for (const event of early.current.splice(0)) latest.current.handle(event);
      },
      () => latest.current.fail(FSSP_TEXTS.requestFailed),
    );
  }, [dealId]);

  return phase;
}
