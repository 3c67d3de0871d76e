import type { AdditionalCheckPersonData, AdditionalCheckRequest, ErrorBody } from '@autocredit/generated/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { queryKeys } from '@/shared/api/query-keys';
import { Loading } from '@/shared/ui/loading';
import { toast } from '@/shared/ui/toast';
import { checkAlgorithmsQuery, createAdditionalCheck } from './scoring-api';
import { checkDraft, draftOf, serverFieldErrors, type PersonDraft, type PersonField } from './additional-check-rules';
import { SCORING_TEXTS } from './scoring';
import { AdditionalCheckPersonFields } from './additional-check-person-fields';

/**
 * The form of a new additional check, prefilled with the client's data: the algorithms to run (checkboxes) and the
 * person data. 'Проверить' (enabled with an algorithm chosen) runs the chosen ones (`default`), 'Проверить все'
 * (enabled with none) every one up to the first failure (`beforeFirstError`); Enter does whichever is enabled.
 */
export function AdditionalCheckForm({
  dealId,
  initial,
  onDone,
}: {
  dealId: number;
  initial: AdditionalCheckPersonData | undefined;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const algorithms = useQuery(checkAlgorithmsQuery());
  const [draft, setDraft] = useState<PersonDraft>(() => draftOf(initial));
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<PersonField, string>>>({});
  const send = useMutation({
    mutationFn: (body: AdditionalCheckRequest) => createAdditionalCheck(dealId, body),
    onSuccess: (started) => {
      if (!started) {
        toast.error(SCORING_TEXTS.saveFailed);
        return;
      }
      toast.success(SCORING_TEXTS.saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.scoring.additionalChecks(dealId) });
      onDone();
    },
    onError: (error) => {
      toast.error(SCORING_TEXTS.saveFailed);
      if (isApiError(error) && error.status === 400) setErrors(serverFieldErrors((error.body as ErrorBody).errors));
    },
  });

  /** 'Проверить': the chosen algorithms, each run; 'Проверить все': every algorithm, up to the first failure. */
  const submit = (all: boolean) => {
    const checked = checkDraft(draft);
    if (checked.data === null) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send.mutate(
      all
        ? { type: 'beforeFirstError', checkAlgorithmTypes: [], data: checked.data }
        : { type: 'default', checkAlgorithmTypes: chosen, data: checked.data },
    );
  };

  return (
    <form
      className="additional-check"
      onSubmit={(event) => {
        event.preventDefault();
        submit(chosen.length === 0);
      }}
    >
      <fieldset className="additional-check__section additional-check__types">
        <legend>Проверки</legend>
        {algorithms.isPending ? <Loading label="Загрузка проверок" /> : null}
        {(algorithms.data ?? []).map((algorithm) => {
          const id = `additional-check-type-${algorithm.type}`;
          return (
            <div key={algorithm.type} className="additional-check__type">
              <Checkbox
                inputId={id}
                checked={chosen.includes(algorithm.type)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.checked ? [...current, algorithm.type] : current.filter((t) => t !== algorithm.type),
                  )
                }
              />
              <label htmlFor={id}>{algorithm.name}</label>
            </div>
          );
        })}
      </fieldset>
      <AdditionalCheckPersonFields
        draft={draft}
        errors={errors}
        onChange={(key, value) => {
          setDraft((current) => ({ ...current, [key]: value }));
          setErrors(({ [key]: _cleared, ...rest }) => rest);
        }}
      />
      <div className="additional-check__buttons">
        <Button type="button" label="Отмена" text onClick={onDone} />
        <Button
          type="button"
          label={SCORING_TEXTS.check}
          icon="pi pi-check"
          disabled={chosen.length === 0}
          loading={send.isPending && chosen.length > 0}
          onClick={() => submit(false)}
        />
        <Button
          type="button"
          label={SCORING_TEXTS.checkAll}
          icon="pi pi-check-square"
          disabled={chosen.length > 0}
          loading={send.isPending && chosen.length === 0}
          onClick={() => submit(true)}
        />
      </div>
    </form>
  );
}
