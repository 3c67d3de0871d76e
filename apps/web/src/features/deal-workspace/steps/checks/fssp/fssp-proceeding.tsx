import type { FsspResultItem } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { FSSP_TEXTS, fsspFieldLines, fsspSummary } from './fssp-report';

/** One enforcement proceeding of 'Отчет ФССП': its summary and 'Подробно/Скрыть' with every field (001 §2.9). */
export function FsspProceeding({ item }: { item: FsspResultItem }) {
  const [open, setOpen] = useState(false);
  const details = useId();
  return (
    <li className="fssp-report__item" data-testid="fssp-proceeding">
      <div className="fssp-report__summary">
        <span>{fsspSummary(item)}</span>
        <Button
          type="button"
          size="small"
          text
          label={open ? FSSP_TEXTS.less : FSSP_TEXTS.more}
          aria-expanded={open}
          aria-controls={details}
          onClick={() => setOpen((was) => !was)}
        />
      </div>
      {open ? (
        <dl className="fssp-report__fields" id={details}>
          {fsspFieldLines(item).map((line) => (
            <div key={line.key}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
