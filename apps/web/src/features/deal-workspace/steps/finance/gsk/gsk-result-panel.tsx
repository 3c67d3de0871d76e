import type { GskCalculatorResult } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { gskReferenceQuery } from './gsk-api';
import { GSK_TEXTS } from './gsk-calculator';
import { gskResultLines, gskTitle } from './gsk-display';

/**
 * The results panel of 'Калькулятор ГКС' (001 §2.4, §3): every field of the estimate, money in ru-RU with ₽, the max
 * salary with 2 decimals, the specialty type the estimate used by its title. A new result is scrolled into view.
 */
export function GskResultPanel({ result }: { result: GskCalculatorResult }) {
  const groups = useQuery(gskReferenceQuery('workerGroup'));
  const lines = gskResultLines(result, (code) => gskTitle(groups.data?.items, code));
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // under the form at 1366×768: each new result is brought into the dialog's view
    const element = panel.current;
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [result]);
  return (
    <section ref={panel} className="gsk-result" aria-label={GSK_TEXTS.results} data-testid="gsk-result">
      <h3 className="gsk-result__title">{GSK_TEXTS.results}</h3>
      <dl className="gsk-result__lines">
        {lines.map((line) => (
          <div key={line.key} data-testid={`gsk-result-${line.key}`}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
