import type { CarInfoSuggestion, Form } from '@autocredit/generated/api';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormEndpoint } from '@/shared/form-engine/api/form-endpoints';
import type { SaveOutcome } from '@/shared/form-engine/hooks/use-server-form';
import { mountServerForm } from '@/shared/form-engine/testing/mount-server-form';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/toast';
import { fetchCarInfo } from './car-api';

vi.mock('./car-api', () => ({ fetchCarInfo: vi.fn(), fetchCarFieldChoices: vi.fn() }));

const NOTHING: CarInfoSuggestion = { brand: ['LADA'], model: [], modification: [], year: [], carInfo: null };
const REQUIRED = 'Это поле обязательно для заполнения';
const ENV = { underwriter: false, showChanged: false, phoneActions: false, canUpload: false, readOnly: false };

/** The GOZ step 'Автомобиль и кредит' in small: the required car as the stub sends it on arrival (nothing chosen). */
const creditStep: Form = {
  formName: 'credit',
  current_step: '4',
  next_step: '5',
  steps: { '4': 'Автомобиль и кредит', '5': 'Документы' },
  errors: [],
  fields: {
    car: {
      type: 'form',
      label: 'Автомобиль',
      children: { car: { type: 'choiceAuto', label: 'Автомобиль', value: null, rules: ['required'] } },
    },
  },
};

function show(form = creditStep) {
  vi.mocked(fetchCarInfo).mockResolvedValue(NOTHING);
  const post = vi.fn();
  const endpoint: FormEndpoint<null> = {
    source: 'task',
    id: 7,
    load: vi.fn(async () => ({ form, extra: null })),
    post,
  };
  const shown = mountServerForm(endpoint, ENV);
  return { shown, post };
}

describe('a required car in a server form (002 §5: a tab is checked before a save)', () => {
  it('says nothing on arrival; a save is refused on the client and then each empty level says so', async () => {
    const { shown, post } = show();
    await screen.findByLabelText('Производство');
    expect(screen.queryByText(REQUIRED)).toBeNull();

    let outcome: SaveOutcome | undefined;
    await act(async () => {
      outcome = await shown.form!.save();
    });
    expect(outcome).toEqual({ kind: 'invalid' });
    expect(post).not.toHaveBeenCalled();
    // the six levels, and the field under them
    await waitFor(() => expect(screen.getAllByText(REQUIRED).length).toBeGreaterThanOrEqual(6));
  });

  it("says 'Ошибка сохранения данных' when the server refuses to save the car", async () => {
    const error = vi.spyOn(toast, 'error');
    const optional: Form = {
      ...creditStep,
      fields: {
        car: {
          type: 'form',
          label: 'Автомобиль',
          children: { car: { type: 'choiceAuto', label: 'Автомобиль', value: null } },
        },
      },
    };
    const { shown, post } = show(optional);
    post.mockRejectedValue(new ApiError(403, { result: 'Нет доступа' }));
    await screen.findByLabelText('Производство');
    await act(async () => {
      expect((await shown.form!.save()).kind).toBe('failed');
    });
    expect(error).toHaveBeenCalledWith('Ошибка сохранения данных');
  });
});
