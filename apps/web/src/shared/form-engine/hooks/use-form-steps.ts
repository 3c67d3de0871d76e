import type { Form } from '@autocredit/generated/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formQueryKey, type FormEndpoint } from '../api/form-endpoints';

/** The step and the variant in the URL (`?step=&variant=`). */
export function useFormLocation() {
  const [params, setParams] = useSearchParams();
  const step = params.get('step') ?? undefined;
  const variantText = params.get('variant');
  const variant = variantText && /^\d+$/.test(variantText) ? Number(variantText) : undefined;
  return { step, variant, params, setParams };
}

/** What the step bar and the variants move: the form's endpoint, its URL, the form shown and how to show one. */
export interface FormStepsOptions<Extra> {
  endpoint: FormEndpoint<Extra>;
  location: ReturnType<typeof useFormLocation>;
  formRef: RefObject<Form | null>;
  show: (next: Form, options: { draft: boolean }) => void;
  /** The extra of the loaded answer (kept with a form a save answered). */
  extra: Extra | undefined;
}

/** The moves between the steps and the loan variants of a server-driven form, through the URL. */
export function useFormSteps<Extra>({ endpoint, location, formRef, show, extra }: FormStepsOptions<Extra>) {
  const { step, params, setParams } = location;
  const queryClient = useQueryClient();
  /** Opens a step (the step bar, 'Далее'); with the form the save answered for it, without asking again. */
  const goToStep = useCallback(
    (next: string, answered?: Form) => {
      if (answered && next === formRef.current?.current_step && (step ?? next) === next) {
        // the same step (a button kept it open): show what the server answered
        show(answered, { draft: false });
        return;
      }
      if (answered && answered.current_step === next) {
        const key = formQueryKey(endpoint, { step: next });
        queryClient.setQueryData(key, { form: answered, extra: extra as Extra });
        // the save may have changed what comes with the form (the task's head): read it again, the form shown stays
        endpoint.loadExtra?.({ step: next }, new AbortController().signal).then(
          (fresh) =>
            queryClient.setQueryData<{ form: Form; extra: Extra }>(key, (now) =>
              now && now.form === answered ? { form: now.form, extra: fresh } : now,
            ),
          () => undefined,
        );
      }
      const nextParams = new URLSearchParams(params);
      nextParams.set('step', next);
      nextParams.delete('variant');
      setParams(nextParams);
    },
    [endpoint, extra, formRef, params, queryClient, setParams, show, step],
  );

  /** Applies a loan variant ('Применить'): the form reloads with it; without one, the original data come back. */
  const setVariant = useCallback(
    (next: number | null) => {
      const nextParams = new URLSearchParams(params);
      if (next === null) nextParams.delete('variant');
      else nextParams.set('variant', String(next));
      setParams(nextParams);
    },
    [params, setParams],
  );

  return { goToStep, setVariant };
}
