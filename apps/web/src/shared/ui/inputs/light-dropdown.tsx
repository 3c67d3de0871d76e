import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { useEffect, useRef, useState, type Ref } from 'react';

export interface LightDropdownProps extends Omit<DropdownProps, 'focusInputRef' | 'options'> {
  inputId: string;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  focusInputRef?: Ref<HTMLInputElement>;
}

/**
 * A PrimeReact Dropdown that is drawn as its look alone until it is needed: the pointer comes over it, it is
 * clicked, or it takes the focus (Tab). A form with dozens of choices then renders in a fraction of the time; the
 * real Dropdown takes over before the user can tell, with the focus and, once pressed, its list open.
 */
export function LightDropdown(props: LightDropdownProps) {
  const { inputId, options, value, placeholder, disabled, invalid, className, focusInputRef } = props;
  const [live, setLive] = useState(false);
  const real = useRef<Dropdown>(null);
  const next = useRef<{ focus: boolean; open: boolean }>({ focus: false, open: false });

  useEffect(() => {
    if (!live) return;
    const { focus, open } = next.current;
    next.current = { focus: false, open: false };
    if (focus || open) document.getElementById(inputId)?.focus();
    if (open) real.current?.show();
  }, [live, inputId]);

  if (live) {
    const { focusInputRef: ref, options: list, ...rest } = props;
    return <Dropdown ref={real} {...rest} options={[...list]} focusInputRef={ref as never} />;
  }

  const label = options.find((option) => option.value === value)?.label;
  const wake = (how: { focus?: boolean; open?: boolean }) => {
    if (disabled) return;
    next.current = { focus: Boolean(how.focus), open: Boolean(how.open) };
    setLive(true);
  };
  return (
    <div
      className={[
        'p-dropdown p-component p-inputwrapper',
        label ? 'p-inputwrapper-filled' : '',
        disabled ? 'p-disabled' : '',
        invalid ? 'p-invalid' : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      onPointerEnter={() => wake({})}
      // Opened when pressed, not on the click: on a busy page the real dropdown may replace this look between the
      // press and the release, and the browser then sends no click at all (the pressed element is gone).
      onPointerDown={() => wake({ open: true })}
      onClick={() => wake({ open: true })}
      data-light-dropdown=""
    >
      <div className="p-hidden-accessible">
        <input
          id={inputId}
          ref={focusInputRef}
          type="text"
          readOnly
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          disabled={disabled}
          onFocus={() => wake({ focus: true })}
        />
      </div>
      <span className={`p-dropdown-label p-inputtext${label ? '' : ' p-placeholder'}`}>{label ?? placeholder}</span>
      <div className="p-dropdown-trigger" aria-hidden="true">
        <span className="p-dropdown-trigger-icon pi pi-chevron-down" />
      </div>
    </div>
  );
}
