import { createContext, useContext } from 'react';
import type { FormEnvironment, WidgetRegistry } from '../widgets/widget-types';

/** What every field of a rendered form needs: where it is shown, the widgets, the form's name (for ids). */
export interface FormRenderContextValue {
  env: FormEnvironment;
  registry: WidgetRegistry;
  formName: string;
}

export const FormRenderContext = createContext<FormRenderContextValue | null>(null);

export function useFormRender(): FormRenderContextValue {
  const value = useContext(FormRenderContext);
  if (!value) throw new Error('A form field is rendered outside ServerFormView');
  return value;
}
