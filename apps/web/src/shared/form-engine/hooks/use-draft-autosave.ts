import type { Form } from '@autocredit/generated/api';
import { useEffect, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { writeDraft } from '../model/drafts';
import type { FormValues } from '../model/form-tree';

const DRAFT_DELAY_MS = 300;

/**
 * Keeps the unsaved values of the form shown in sessionStorage: 300 ms after the last change, and at once when the
 * page goes. A change is also noted in `changedDuringReload` while a reload is on its way (its value survives it).
 */
export function useDraftAutosave(
  methods: UseFormReturn<FormValues>,
  formRef: RefObject<Form | null>,
  scopeOf: (shown: Form) => string,
  changedDuringReload: RefObject<Set<string> | null>,
): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      if (formRef.current) writeDraft(scopeOf(formRef.current), methods.getValues());
    };
    const subscription = methods.watch((_values, { name, type }) => {
      if (type !== 'change') return;
      if (name) changedDuringReload.current?.add(name);
      clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_DELAY_MS);
    });
    const onPageHide = () => {
      if (timer !== undefined) flush();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      if (timer !== undefined) flush();
    };
  }, [changedDuringReload, formRef, methods, scopeOf]);
}
