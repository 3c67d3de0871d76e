import type { CheckLight } from '@autocredit/generated/api';
import { LIGHT_TEXTS } from './scoring';

/** A check's light as its text on its colour ('Положительно', 'Не определено', 'Отказ'), then its result texts. */
export function CheckResult({ light, texts }: { light: CheckLight; texts: readonly (string | null | undefined)[] }) {
  const shown = texts.filter((text): text is string => Boolean(text));
  return (
    <span className="check-result">
      <span className={`check-light check-light--${light}`}>{LIGHT_TEXTS[light]}</span>
      {shown.map((text, index) => (
        <span key={index} className="check-result__text">
          {text}
        </span>
      ))}
    </span>
  );
}
