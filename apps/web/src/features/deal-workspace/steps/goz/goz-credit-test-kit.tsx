import type { Form } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { answer, fakeApi, type FakeAnswer, type FakeCall } from '@/shared/api/testing/fake-api';
import { ServerFormView, taskFormEndpoint, useServerForm } from '@/shared/form-engine';
import { initialFeePercent } from './initial-fee';
import { DecisionChangePopup } from './decision-change-popup';
import { InitialFeeWarning } from './initial-fee-warning';
import { useInitialFee } from './use-initial-fee';

/** For tests: the GOZ credit step (4) with the fee warning and the decision-change popup mounted as the page does. */
export const TASK = 731466;
export const DEAL = 100273;
export const TASK_URL = `/api/task/${TASK}`;
export const POPUP_URL = `/api/autocredit/isNeedShowPopap/initialFee/${DEAL}`;
const ENV = { underwriter: false, showChanged: false, phoneActions: false, canUpload: false, readOnly: false };

/** The credit step as the stub sends it: the car and the credit terms as tabs, the fee recalculated on a reload. */
export function creditStep(initialFee: number | null, carCostRequested = 1_500_000): Form {
  return {
    formName: 'credit',
    steps: { '3': 'Работа', '4': 'Автомобиль и кредит', '5': 'Документы' },
    current_step: '4',
    next_step: '5',
    errors: [],
    fields: {
      car: { type: 'form', label: 'Автомобиль', children: { vin: { type: 'text', label: 'VIN', value: null } } },
      credit: {
        type: 'form',
        label: 'Условия кредита',
        children: {
          carCostRequested: {
            type: 'carCost',
            label: 'Стоимость автомобиля',
            value: carCostRequested,
            dependence: true,
            rules: ['required'],
          },
          initialFee: {
            type: 'money',
            label: 'Первоначальный взнос',
            value: initialFee,
            dependence: true,
            rules: ['required'],
          },
          initialFeePercent: {
            type: 'number',
            label: 'Первоначальный взнос, %',
            value: initialFeePercent(initialFee, carCostRequested),
            attributes: { readonly: true },
          },
        },
      },
    },
  };
}

function CreditStepPage() {
  const endpoint = useMemo(() => taskFormEndpoint(TASK), []);
  const form = useServerForm({ endpoint });
  const fee = useInitialFee(form);
  return (
    <>
      <ServerFormView
        form={form}
        env={ENV}
        tabExtras={(tab) => (tab === 'credit' ? <InitialFeeWarning before={fee.before} after={fee.after} /> : null)}
      />
      <DecisionChangePopup dealId={DEAL} fee={fee.fee} />
    </>
  );
}

/** A reload answers with the posted fee and cost (recalculated percent), as the stub does. */
const reloaded = (call: FakeCall): FakeAnswer => {
  const credit = (call.body as { credit: { credit: { initialFee: number; carCostRequested: number } } }).credit.credit;
  return answer({ result: { form: creditStep(credit.initialFee, credit.carCostRequested) } });
};

/** Renders the credit step of a GOZ task whose saved fee is `saved`; the popup answers `popup`. */
export function renderCreditStep(saved: number, popup: FakeAnswer) {
  const api = fakeApi({
    [`GET ${TASK_URL}`]: answer({ result: { task: { id: TASK }, form: creditStep(saved) } }),
    [`POST ${TASK_URL}`]: reloaded,
    [`GET ${POPUP_URL}`]: popup,
  });
  const router = createMemoryRouter([{ path: '/task-goz/:id', element: <CreditStepPage /> }], {
    initialEntries: [`/task-goz/${TASK}?step=4`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}
