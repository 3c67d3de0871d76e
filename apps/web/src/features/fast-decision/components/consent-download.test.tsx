import type { PersonalDataConsentRequest } from '@autocredit/generated/api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '@/shared/api/testing/fake-api';
import { BLOB_URL_LIFE_MS } from '@/shared/lib/save-blob';
import { toast } from '@/shared/ui/toast';
import { ConsentDownload } from './consent-download';

const REQUEST: PersonalDataConsentRequest = {
  name: 'Иванов Иван Иванович',
  addressRegistration: 'г Москва, ул Тверская, д 7, кв 15',
  passportInfo: '4510 123456, выдан 18.06.2015 ГУ МВД России по г. Москве, код подразделения 770-001',
  oldFullName: null,
  birthDate: '1985-04-12',
  bornPlace: 'г. Москва',
};
const PATH = '/api/document/generate-file/consentToProcessingOfPersonalData';
const button = () => screen.getByRole('button', { name: 'Согласие на обработку ПДн' }) as HTMLButtonElement;

describe('the consent download', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  const saved: { href: string; download: string }[] = [];

  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => {
      created.push(`blob:${created.length}`);
      return created.at(-1)!;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('posts the request and saves the PDF under its name, releasing the object URL after 1 s', async () => {
    const { calls } = fakeApi({ [`POST ${PATH}`]: answer({}) });
    render(<ConsentDownload id="consent" request={REQUEST} missing={[]} />);
    expect(button().disabled).toBe(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button());
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:0', download: 'Согласие на обработку персональных данных.pdf' }]),
    );
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', PATH, REQUEST]]);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(BLOB_URL_LIFE_MS);
    expect(revoked).toEqual(['blob:0']);
  });

  it('is disabled while data is missing, saying which', () => {
    const { calls } = fakeApi({});
    render(<ConsentDownload id="consent" request={null} missing={['Фамилия', 'Адрес регистрации']} />);
    expect(button().disabled).toBe(true);
    const hint = document.getElementById(button().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Для согласия не хватает данных: Фамилия, Адрес регистрации');
    expect(button().title).toBe('Для согласия не хватает данных: Фамилия, Адрес регистрации');
    fireEvent.click(button());
    expect(calls).toEqual([]);
  });

  it('is disabled when the page disables it, with no hint', () => {
    fakeApi({});
    render(<ConsentDownload id="consent" request={REQUEST} missing={[]} disabled />);
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-describedby')).toBeNull();
  });

  it("says the server's failure and saves nothing", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    fakeApi({ [`POST ${PATH}`]: answer({ result: 'Не удалось сформировать документ' }, 400) });
    render(<ConsentDownload id="consent" request={REQUEST} missing={[]} />);
    fireEvent.click(button());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось сформировать документ'));
    expect(saved).toEqual([]);
    expect(button().disabled).toBe(false);
  });
});
