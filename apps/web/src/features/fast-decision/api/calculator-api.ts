import type { Calculator } from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/*
 * The credit calculator's calls (000 §7 'Short form and calculator'). The dictionaries are queries (a partner's lists
 * are kept a minute: going back to a partner asks nothing); the recalculation, the variants and the creation are
 * plain posts of the calculator as the form holds it.
 */

/** The calculator as the screen opens it, with its dictionaries (`GET /api/fastDecision/calculate`). */
export const calculatorQuery = () =>
  queryOptions({
    queryKey: queryKeys.calculator.initial,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/fastDecision/calculate', { signal }))).result,
    staleTime: 0,
    gcTime: 0,
  });

const path = (partnerId: number) => ({ params: { path: { partnerId } } });

/** A partner's programs (`GET /api/fastDecision/programs/{partnerId}`). */
export const programsQuery = (partnerId: number) =>
  queryOptions({
    queryKey: queryKeys.calculator.ofPartner('programs', partnerId),
    queryFn: async () => (await unwrap(api().GET('/api/fastDecision/programs/{partnerId}', path(partnerId)))).result,
    staleTime: 60_000,
  });

/** A partner's promo programs (`GET /api/fastDecision/programsPromo/{partnerId}`). */
export const promoProgramsQuery = (partnerId: number) =>
  queryOptions({
    queryKey: queryKeys.calculator.ofPartner('promo', partnerId),
    queryFn: async () =>
      (await unwrap(api().GET('/api/fastDecision/programsPromo/{partnerId}', path(partnerId)))).result,
    staleTime: 60_000,
  });

/** The services a partner sells (`GET /api/fastDecision/servicesInfo/{partnerId}`). */
export const servicesInfoQuery = (partnerId: number) =>
  queryOptions({
    queryKey: queryKeys.calculator.ofPartner('services', partnerId),
    queryFn: async () =>
      (await unwrap(api().GET('/api/fastDecision/servicesInfo/{partnerId}', path(partnerId)))).result,
    staleTime: 60_000,
  });

/** The cars a program finances (`GET /api/fastDecision/program/{programId}/carInfo`). */
export const carInfoQuery = (programId: number) =>
  queryOptions({
    queryKey: queryKeys.calculator.carInfo(programId),
    queryFn: async () =>
      (await unwrap(api().GET('/api/fastDecision/program/{programId}/carInfo', { params: { path: { programId } } })))
        .result,
    staleTime: 60_000,
  });

/** The calculator recalculated by the server, with its dictionaries (`POST /api/fastDecision/calculate`). */
export const recalculate = async (calculator: Calculator) =>
  (await unwrap(api().POST('/api/fastDecision/calculate', { body: { calculator } }))).result;

/** The calculator's variants (`POST api/fastDecision/variants`, nothing saved, no budget check). */
export const listVariants = async (calculator: Calculator) =>
  (await unwrap(api().POST('/api/fastDecision/variants', { body: { calculator, needSave: 0, confirmBudget: 0 } })))
    .result;

/** A fast-decision deal created from the calculator; answers its id (`POST /api/fastDecision/create`). */
export const createFromCalculator = async (calculator: Calculator) =>
  (await unwrap(api().POST('/api/fastDecision/create', { body: { calculator } }))).result.id;
