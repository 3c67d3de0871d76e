import { describe, expect, it } from 'vitest';
import type {
  DealCreateResponse,
  StoredFile,
  FormSaveResponse,
  InitialFeePopupResponse,
  TaskFormResponse,
} from '@autocredit/generated/api';
import { decisionFacts, money, yearlyRate } from '../domain/documents/render';
import { applicationSteps } from '../testing/form-fixtures';
import { pdfPageTexts } from '../testing/pdf-text';
import { useTaskWorld } from '../testing/task-world';

/**
 * The GOZ task's own parts as the process makes them (002 §2 'GOZ task', §7): the preliminary decision the operator
 * downloads, the decision-change popup of the initial fee, and the state-support step.
 */
const t = useTaskWorld(['goz', 'underwriter']);
const { call } = t;

const priorApproval = (collectionId: number) => `/api/document/get-files/${collectionId}/priorApproval/service`;
const popup = async (dealId: number) => {
  const res = await call('goz', 'GET', `/api/autocredit/isNeedShowPopap/initialFee/${dealId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InitialFeePopupResponse>().result;
};
/** dd.MM.yyyy in Moscow of an instant (ms). */
const moscowDay = (ms: number) =>
  new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('.');

describe('a preliminary approval on the GOZ task', () => {
  it('opens the GOZ task with decisionType preliminaryApproved and a PDF of the decision with the deal’s data', async () => {
    const gozPoint = t.world().staffByUsername('goz')!.salePointId;
    const deal = t.seeded(
      'underwriter_check',
      (s) => t.free(s) && t.salePointId(s) === gozPoint && t.app.store.deals.currentState(s.row).preliminary,
    );
    const collectionId = t.app.store.deals.currentSource(deal.row).deal.collectionId!;
    // No decision yet: no file, no popup.
    expect((await call('goz', 'GET', priorApproval(collectionId))).json()).toEqual({ result: [] });
    expect(await popup(deal.dealId)).toEqual({ visible: false, message: null });

    await t.claim('underwriter', deal.taskId);
    const decided = await call('underwriter', 'POST', `/api/task/${deal.taskId}?step=decision`, {
      decision: { decision: 'approved', comment: 'Предварительно одобрено', btnFinal: 1 },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const [next] = await t.dealTasks('goz', deal.dealId);
    expect(next).toMatchObject({ taskDefinitionKey: 'goz_data_entry', assignee: null });
    await t.claim('goz', next!.id);
    const page = (await call('goz', 'GET', `/api/task/${next!.id}`)).json<TaskFormResponse>().result;
    expect(page.task.deal).toMatchObject({ id: deal.dealId, collectionId, decisionType: 'preliminaryApproved' });
    // The wizard opens on the loan variants (step 0), which the operator reads and cannot change (002 §6).
    expect(page.form).toMatchObject({ formName: 'variants', current_step: '0', next_step: '1' });
    const variants = page.form.fields.variants!;
    expect(variants).toMatchObject({ type: 'collection', attributes: { readonly: true } });
    const entries = Object.values(variants.children ?? {});
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      for (const field of Object.values(entry.children ?? {})) expect(field.attributes?.readonly).toBe(true);
    }

    const files = (await call('goz', 'GET', priorApproval(collectionId))).json<{ result: StoredFile[] }>().result;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      name: `Предварительное_решение_${deal.dealId}.pdf`,
      mimeType: 'application/pdf',
      document: { code: 'priorApproval', group: 'service' },
    });
    const download = await call('goz', 'GET', files[0]!.path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');

    const facts = decisionFacts(t.world(), deal.row)!;
    expect(facts).toMatchObject({ preliminary: true, label: 'Одобрено' });
    expect(facts.amount).toBe(t.world().deals.costRequested[deal.row]);
    const pages = await pdfPageTexts(download.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toEqual([
      `ПРЕДВАРИТЕЛЬНОЕ РЕШЕНИЕ ПО ЗАЯВКЕ № ${deal.dealId}`,
      'Клиент',
      page.task.deal!.client.name,
      'Решение',
      'Одобрено',
      'Дата решения',
      moscowDay(facts.at),
      'Сумма кредита',
      money(facts.amount),
      'Срок',
      `${facts.term} мес.`,
      'Ставка',
      yearlyRate(facts.rate),
      'Ежемесячный платеж',
      expect.stringMatching(/^[\d ]+,\d\d руб\.$/),
      'Решение принял',
      t.world().staffByUsername('underwriter')!.fio,
    ]);

    // The deal has a decision now: altering the initial fee may change it.
    expect(await popup(deal.dealId)).toEqual({
      visible: true,
      message:
        'Обратите внимание, что в случае изменения данного параметра, возможно увеличение времени рассмотрения заявки и изменение решения по заявке',
    });
  });
});

describe('the state-support step (6)', () => {
  let taskId: number;

  const post = async (values: Record<string, unknown>) =>
    call('goz', 'POST', `/api/task/${taskId}?step=6`, { stateSupport: values });

  it('shows the notice as a value (no field to edit) and the programs with «Продолжить без субсидии»', async () => {
    const created = await call('goz', 'POST', '/api/autocredit/create');
    const dealId = created.json<DealCreateResponse>().result.id;
    const [task] = await t.dealTasks('goz', dealId);
    taskId = task!.id;
    await t.claim('goz', taskId);
    for (const [step, formName, values] of applicationSteps({ surName: 'Субботин' }, 'none').slice(0, 5)) {
      const saved = await call('goz', 'POST', `/api/task/${taskId}?step=${step}`, { [formName]: values });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const { form } = (await call('goz', 'GET', `/api/task/${taskId}?step=6`)).json<TaskFormResponse>().result;
    expect(form.formName).toBe('stateSupport');
    expect(form.fields.notice).toMatchObject({
      type: 'hidden',
      value: 'Доступен кредит с государственной поддержкой: выберите программу или продолжите без субсидии',
    });
    expect(form.fields.stateSupport).toMatchObject({ type: 'choice', rules: ['required'], value: null });
    expect(form.fields.stateSupport!.choices).toEqual([
      { value: 'none', label: 'Продолжить без субсидии' },
      { value: 'first_car', label: 'Первый автомобиль' },
      { value: 'family_car', label: 'Семейный автомобиль' },
    ]);
  });

  it('refuses going on without a choice', async () => {
    const refused = await post({ notice: 'posted back', stateSupport: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FormSaveResponse>().result.form.fields.stateSupport!.errors).toEqual([
      'Это поле обязательно для заполнения',
    ]);
  });

  it('goes on without subsidy (`none`), the notice posted back being ignored', async () => {
    const saved = await post({ notice: 'posted back', stateSupport: 'none' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<FormSaveResponse>().result.form.current_step).toBe('7');
    const again = (await call('goz', 'GET', `/api/task/${taskId}?step=6`)).json<TaskFormResponse>().result.form;
    expect(again.fields.stateSupport!.value).toBe('none');
    expect(again.fields.notice!.value).toBe(
      'Доступен кредит с государственной поддержкой: выберите программу или продолжите без субсидии',
    );
  });

  it('or with a program', async () => {
    const saved = await post({ stateSupport: 'first_car' });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await call('goz', 'GET', `/api/task/${taskId}?step=6`)).json<TaskFormResponse>().result.form;
    expect(again.fields.stateSupport!.value).toBe('first_car');
  });
});
