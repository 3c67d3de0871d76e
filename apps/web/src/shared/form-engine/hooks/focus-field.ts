import type { Form } from '@autocredit/generated/api';
import type { UseFormReturn } from 'react-hook-form';
import { fieldDomId, fieldPaths, tabsOf, type FormValues } from '../model/form-tree';

/** Focuses a field (showing its tab first): its input when the widget gave one, else its element by id. */
export function focusField(
  methods: UseFormReturn<FormValues>,
  shown: Form,
  path: string,
  setActiveTab: (index: number) => void,
): void {
  const tabs = tabsOf(shown.fields);
  const tab = tabs ? tabs.findIndex((t) => path === t.key || path.startsWith(`${t.key}.`)) : -1;
  if (tab >= 0) setActiveTab(tab);
  setTimeout(() => {
    try {
      methods.setFocus(path);
    } catch {
      // a widget without a focusable input
    }
    const element = document.getElementById(fieldDomId(shown.formName, path));
    if (element && document.activeElement?.closest('.form-field') !== element.closest('.form-field')) element.focus();
    element?.closest('.form-field')?.scrollIntoView?.({ block: 'nearest' });
  }, 0);
}

/** Checks the form's fields tab by tab: the first tab with an error is shown and its first error focused. */
export async function validateByTab(
  methods: UseFormReturn<FormValues>,
  shown: Form,
  setActiveTab: (index: number) => void,
): Promise<boolean> {
  const tabs = tabsOf(shown.fields);
  const groups = tabs ? tabs.map((tab) => fieldPaths(tab.node.children ?? {}, tab.key)) : [fieldPaths(shown.fields)];
  for (const paths of groups) {
    if (paths.length === 0) continue;
    const valid = await methods.trigger(paths);
    if (!valid) {
      const first = paths.find((path) => methods.getFieldState(path).invalid);
      if (first) focusField(methods, shown, first, setActiveTab);
      return false;
    }
  }
  return true;
}
