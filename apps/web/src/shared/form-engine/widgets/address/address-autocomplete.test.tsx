import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@autocredit/generated/api';
import { fetchFullAddress, suggestAddresses } from './address-api';
import { Harness, testEnv } from './address-test-kit';

vi.mock('./address-api', () => ({ suggestAddresses: vi.fn(), fetchFullAddress: vi.fn() }));

const tverskaya: Address = { value: 'г Москва, ул Тверская, д 7', fiasActualityState: '0' };
const arbat: Address = { value: 'г Москва, ул Арбат, д 1', fiasActualityState: '0' };
const full = (address: Address): Address => ({ ...address, postalCode: '125009', regionId: '77', houseFiasId: 'h' });

const suggest = vi.mocked(suggestAddresses);
const fetchFull = vi.mocked(fetchFullAddress);

beforeEach(() => {
  vi.clearAllMocks();
  suggest.mockImplementation(async () => [tverskaya, arbat]);
  fetchFull.mockImplementation(async (value: string) => full([tverskaya, arbat].find((a) => a.value === value)!));
});

const input = () => screen.getByRole('combobox') as HTMLInputElement;
/** The suggestions come 300 ms after the last keystroke: a loaded machine needs more than the default second. */
const shown = (text: string) => screen.findByText(text, {}, { timeout: 4000 });
const settled = { timeout: 4000 };

describe('the address autocomplete', { timeout: 30000 }, () => {
  it("asks nothing below 3 characters ('Введите не менее трех символов'), then asks get-address", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Мо');
    expect(await shown('Введите не менее трех символов')).toBeTruthy();
    expect(suggest).not.toHaveBeenCalled();
    await user.type(input(), 'с');
    await waitFor(() => expect(suggest).toHaveBeenCalledWith('Мос', false, expect.any(AbortSignal)), settled);
    expect(await shown(tverskaya.value)).toBeTruthy();
  });

  it('asks with filter-fias when the field has filterFias', async () => {
    const user = userEvent.setup();
    render(<Harness attributes={{ filterFias: true }} />);
    await user.type(input(), 'Мос');
    await waitFor(() => expect(suggest).toHaveBeenCalledWith('Мос', true, expect.any(AbortSignal)), settled);
  });

  it('fetches the full record (count=1) of the picked suggestion and sets it, not manual', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(input(), 'Мос');
    await user.click(await shown(arbat.value));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ ...full(arbat), isManual: '0' }), settled);
    expect(fetchFull).toHaveBeenCalledWith(arbat.value);
    expect(input().value).toBe(arbat.value);
  });

  it('asks for a reload once for a FIAS 99 address, not again for another 99, and again for a later non-99', async () => {
    const user = userEvent.setup();
    const env = testEnv();
    const old1: Address = { value: 'г Москва, ул Старая, д 1', fiasActualityState: '99' };
    const old2: Address = { value: 'г Москва, ул Старая, д 2', fiasActualityState: 99 as unknown as string };
    suggest.mockImplementation(async () => [old1, old2, tverskaya]);
    fetchFull.mockImplementation(async (value: string) => [old1, old2, tverskaya].find((a) => a.value === value)!);
    const onChange = vi.fn();
    render(<Harness env={env} onChange={onChange} />);

    const pick = async (address: Address, calls: number) => {
      // the panel of the previous pick gone first, so that the click lands on the new list
      await waitFor(() => expect(document.querySelector('.p-autocomplete-panel')).toBeNull(), settled);
      await user.clear(input());
      await user.type(input(), 'Мос');
      await user.click(await shown(address.value));
      await waitFor(() => expect(onChange).toHaveBeenCalledTimes(calls), settled);
    };
    await pick(old1, 1);
    expect(env.requestReload).toHaveBeenCalledTimes(1);
    await pick(old2, 2);
    expect(env.requestReload).toHaveBeenCalledTimes(1);
    await pick(tverskaya, 3);
    expect(env.requestReload).toHaveBeenCalledTimes(2);
    await pick(tverskaya, 4);
    expect(env.requestReload).toHaveBeenCalledTimes(2);
  });

  it('does not ask for a reload for a current address', async () => {
    const user = userEvent.setup();
    const env = testEnv();
    const onChange = vi.fn();
    render(<Harness env={env} onChange={onChange} />);
    await user.type(input(), 'Мос');
    await user.click(await shown(tverskaya.value));
    await waitFor(() => expect(onChange).toHaveBeenCalled(), settled);
    expect(env.requestReload).not.toHaveBeenCalled();
  });

  it('picks the first suggestion shown when the field is left without a choice (after 300 ms)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<Harness onChange={onChange} onBlur={onBlur} />);
    await user.type(input(), 'Мос');
    await shown(tverskaya.value);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ ...full(tverskaya), isManual: '0' }), settled);
    expect(fetchFull).toHaveBeenCalledWith(tverskaya.value);
    expect(onBlur).toHaveBeenCalled();
  });

  it('clears the address (null) when the emptied field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={full(tverskaya)} onChange={onChange} />);
    expect(input().value).toBe(tverskaya.value);
    await user.clear(input());
    await user.tab();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null), settled);
    expect(fetchFull).not.toHaveBeenCalled();
  });

  it('changes nothing when the field is left untouched', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<Harness initial={full(tverskaya)} onChange={onChange} onBlur={onBlur} />);
    await user.click(input());
    await user.tab();
    await waitFor(() => expect(onBlur).toHaveBeenCalled(), settled);
    expect(onChange).not.toHaveBeenCalled();
  });
});
