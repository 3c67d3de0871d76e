import './inputs.css';
import { Calendar } from 'primereact/calendar';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { FormattedInput } from './formatted-input';
import { DATE_PLACEHOLDER, dateOfTyped, typedDateOf, typingDate } from './typed-date';

export interface DateInputProps {
  id: string;
  /** As typed: 'dd.MM.yyyy', partial while typing. */
  value: string;
  invalid: boolean;
  onChange(value: string): void;
  onBlur?(): void;
  disabled?: boolean;
  /** The month the calendar opens on when the field is empty (a birth date: January 1980). */
  startDate?: Date;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A date of the filter, typed from the keyboard as dd.MM.yyyy (Tab in and type: the dots come by themselves), or
 * picked in a calendar that only its button (or Alt+↓, F4) opens: under the field, or above its label when there is
 * no room below, never over the field. Escape closes the calendar alone and goes back to the field.
 */
export function DateInput({ id, value, invalid, onChange, onBlur, disabled, startDate, inputRef }: DateInputProps) {
  const panel = useRef<OverlayPanel>(null);
  const group = useRef<HTMLDivElement>(null);
  const calendarBox = useRef<HTMLDivElement>(null);
  const isOpen = useRef(false);
  /** The calendar is placed against the whole field (label, input), so that it covers neither. */
  const anchor = () => group.current?.closest<HTMLElement>('.field') ?? group.current;
  const input = () => document.getElementById(id) as HTMLInputElement | null;

  // The calendar's panel is made the first time it is opened: a form with dozens of dates renders none of them.
  const [panelMade, setPanelMade] = useState(false);
  const pendingShow = useRef<SyntheticEvent | null>(null);
  useEffect(() => {
    if (panelMade && pendingShow.current) {
      panel.current?.show(pendingShow.current, anchor());
      pendingShow.current = null;
    }
  });
  const show = (event: SyntheticEvent) => {
    isOpen.current = true;
    if (!panelMade) {
      pendingShow.current = event;
      setPanelMade(true);
      return;
    }
    panel.current?.show(event, anchor());
  };
  const close = () => {
    panel.current?.hide();
    input()?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen.current) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if ((event.altKey && event.key === 'ArrowDown') || event.key === 'F4') {
      event.preventDefault();
      show(event);
    }
  };

  return (
    <div className="p-inputgroup date-input" ref={group} onKeyDown={onKeyDown}>
      <FormattedInput
        id={id}
        data-testid={id}
        placeholder={DATE_PLACEHOLDER}
        maxLength={10}
        invalid={invalid}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        format={typingDate}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        ref={inputRef}
      />
      <button
        type="button"
        className={`p-button p-component p-button-icon-only p-button-outlined p-button-secondary${disabled ? ' p-disabled' : ''}`}
        tabIndex={-1}
        disabled={disabled}
        aria-label="Выбрать дату"
        aria-haspopup="dialog"
        onClick={(event) => (isOpen.current ? close() : show(event))}
        data-testid={`${id}-calendar`}
      >
        <span className="p-button-icon p-c pi pi-calendar" aria-hidden="true" />
      </button>
      {panelMade ? (
        <OverlayPanel
          ref={panel}
          className="date-input__panel"
          aria-label="Календарь"
          onShow={() => {
            const cells = calendarBox.current?.querySelectorAll<HTMLElement>('.p-datepicker-calendar td > span');
            const focusable = [...(cells ?? [])].find((cell) => cell.tabIndex === 0) ?? cells?.[0];
            focusable?.focus();
          }}
          onHide={() => {
            isOpen.current = false;
          }}
        >
          <div ref={calendarBox} data-testid={`${id}-popup`}>
            <Calendar
              inline
              value={dateOfTyped(value)}
              viewDate={dateOfTyped(value) ?? startDate ?? null}
              onChange={(e) => {
                if (e.value instanceof Date) onChange(typedDateOf(e.value));
                close();
              }}
            />
          </div>
        </OverlayPanel>
      ) : null}
    </div>
  );
}
