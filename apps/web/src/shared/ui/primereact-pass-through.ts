import type { PrimeReactPTOptions } from 'primereact/api';

/**
 * What every PrimeReact component of the app gets (the provider's `pt`): corrections of the markup PrimeReact writes,
 * so that screen readers meet each control once, by its name.
 */
export const PRIMEREACT_PASS_THROUGH: PrimeReactPTOptions = {
  // The dropdown's native <select> is a hidden copy for forms; the focusable part is its labelled input.
  dropdown: { select: { 'aria-hidden': true } },
  // The switch is its <input role="switch">; the box around it is no second checkbox.
  inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
};
