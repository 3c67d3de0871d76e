import type {
  Calculator,
  CalculatorAdditional,
  CalculatorData,
  CalculatorOption,
  CalculatorProgram,
  CalculatorServiceInfo,
  ProgramCarInfo,
  Variant,
} from '@autocredit/generated/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { fieldErrorsOf } from '@/shared/api/envelope';
import { failureText } from '@/shared/api/failure-text';
import { ERROR_TOAST_LIFE, toast } from '@/shared/ui/toast';
import {
  carInfoQuery,
  listVariants,
  programsQuery,
  promoProgramsQuery,
  recalculate,
  servicesInfoQuery,
} from '../api/calculator-api';
import { applyCarInfo, changeCredit, changePartner, formPathOf } from '../lib/calculator-edit';
import { mainFieldsSet, servicesFromInfo, type CalculatorErrors } from '../lib/calculator-rules';
import { PROGRAMS_LOAD_FAILED, fieldLabels, serviceFieldLabels } from '../lib/calculator-texts';

/** How long the calculator waits after the last change before it recalculates, ms. */
export const RECALCULATE_DELAY_MS = 400;

/** The label of a field path, for a server error's toast. */
function labelOf(path: string): string | undefined {
  const service = /^optionalServices\.\d+\.(\w+)/.exec(path);
  return service ? serviceFieldLabels[service[1]!] : fieldLabels[path];
}

/**
 * Tells the user of a failed call: a 400's field errors each as an error toast for 8 s (000 §8 'Calculator 400'),
 * answered as the form's errors by path; any other failure as its text.
 */
export function reportFailure(error: unknown): CalculatorErrors {
  const fields = isApiError(error) && error.status === 400 ? fieldErrorsOf(error.body) : [];
  if (fields.length === 0) {
    const text = failureText(error);
    if (text) toast.error(text);
    return {};
  }
  const errors: CalculatorErrors = {};
  for (const e of fields) {
    const path = formPathOf(e.propertyPath ?? '');
    errors[path] ??= e.message;
    toast.show({ severity: 'error', summary: e.message, detail: labelOf(path), life: ERROR_TOAST_LIFE });
  }
  return errors;
}

/** The partner's lists the form offers. */
export interface PartnerLists {
  programs: CalculatorOption[];
  promos: CalculatorProgram[];
  services: CalculatorServiceInfo[];
}

/**
 * The calculator's state and behaviour (000 §4 'Calculator'): any change clears the variants and, once every main
 * field is set, recalculates (after a short pause; a change meanwhile starts the pause again, and an answer to an
 * older state is dropped), then asks for the variants. A partner change loads its programs, promo programs and
 * services; a program change its cars (and clears the year of a new car). Choosing a variant makes its term current.
 */
export function useCalculator(data: CalculatorData) {
  const queryClient = useQueryClient();
  const [calc, setCalcState] = useState<Calculator>(data.calculator);
  const [additional, setAdditional] = useState<CalculatorAdditional>(data.additional);
  const [lists, setLists] = useState<PartnerLists>({ programs: data.additional.programs, promos: [], services: [] });
  const [carInfo, setCarInfo] = useState<ProgramCarInfo | null>(null);
  const [variants, setVariants] = useState<Variant[] | null>(null);
  const [computing, setComputing] = useState(false);
  const [serverErrors, setServerErrors] = useState<CalculatorErrors>({});
  const current = useRef(calc);
  const version = useRef(0);
  const programCount = useRef(lists.programs.length);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setCalc = (next: Calculator) => {
    current.current = next;
    setCalcState(next);
  };

  const recompute = useCallback(async (withVariants: boolean) => {
    const at = version.current;
    const asked = current.current;
    if (!mainFieldsSet(asked, programCount.current)) return;
    setComputing(true);
    try {
      const answer = await recalculate(asked);
      if (at !== version.current) return;
      setCalc(answer.calculator);
      setAdditional(answer.additional);
      setServerErrors({});
      if (!withVariants) return;
      const list = await listVariants(answer.calculator);
      if (at === version.current) setVariants(list);
    } catch (error) {
      if (at === version.current) setServerErrors(reportFailure(error));
    } finally {
      if (at === version.current) setComputing(false);
    }
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** A change of the form: the variants go, and the recalculation waits for the pause. */
  const edit = useCallback(
    (next: Calculator) => {
      version.current += 1;
      setCalc(next);
      setVariants(null);
      setComputing(false);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void recompute(true), RECALCULATE_DELAY_MS);
    },
    [recompute],
  );

  const loadPartner = useCallback(
    async (partnerId: number, opening = false) => {
      const still = () => current.current.autocredit.partner?.id === partnerId;
      const [programs, promos, services] = await Promise.allSettled([
        queryClient.fetchQuery(programsQuery(partnerId)),
        queryClient.fetchQuery(promoProgramsQuery(partnerId)),
        queryClient.fetchQuery(servicesInfoQuery(partnerId)),
      ]);
      if (!still()) return;
      if (programs.status === 'rejected' || promos.status === 'rejected') toast.error(PROGRAMS_LOAD_FAILED);
      const next: PartnerLists = {
        programs: programs.status === 'fulfilled' ? programs.value : [],
        promos: promos.status === 'fulfilled' ? promos.value : [],
        services: services.status === 'fulfilled' ? services.value : [],
      };
      if (services.status === 'rejected') {
        const text = failureText(services.reason);
        if (text) toast.error(text);
      }
      programCount.current = next.programs.length;
      setLists(next);
      // Opening with the server's services keeps them; a new partner's services are offered off.
      if (opening && current.current.optionalServices.length > 0) return;
      edit({ ...current.current, optionalServices: servicesFromInfo(next.services) });
    },
    [edit, queryClient],
  );

  const choosePartner = (partnerId: number | null) => {
    setCarInfo(null);
    programCount.current = 0;
    setLists({ programs: [], promos: [], services: [] });
    edit(changePartner(current.current, partnerId));
    if (partnerId !== null) void loadPartner(partnerId);
  };

  const chooseProgram = (programId: number | null) => {
    edit(changeCredit(current.current, 'program', programId === null ? null : { id: programId }));
    setCarInfo(null);
    if (programId === null) return;
    queryClient.fetchQuery(carInfoQuery(programId)).then(
      (info) => {
        if (current.current.autocredit.program?.id !== programId) return;
        setCarInfo(info);
        edit(applyCarInfo(current.current, info));
      },
      (error: unknown) => {
        const text = failureText(error);
        if (text) toast.error(text);
      },
    );
  };

  /** A variant chosen: its term becomes the calculator's (recalculated, the variants kept). */
  const chooseVariant = (variant: Variant) => {
    version.current += 1;
    clearTimeout(timer.current);
    setCalc(changeCredit(current.current, 'term', variant.autocredit.term));
    void recompute(false);
  };

  useEffect(() => {
    // A calculator opened with a partner (the server's): its lists are loaded as after a change.
    const partnerId = data.calculator.autocredit.partner?.id;
    if (partnerId != null) void loadPartner(partnerId, true);
  }, [data, loadPartner]);

  return {
    calc,
    additional,
    lists,
    carInfo,
    variants,
    computing,
    serverErrors,
    setServerErrors,
    edit,
    choosePartner,
    chooseProgram,
    chooseVariant,
  };
}
