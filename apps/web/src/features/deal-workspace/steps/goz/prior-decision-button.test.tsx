import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { saveBlob } from '@/shared/lib/save-blob';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { PriorDecisionButton } from './prior-decision-button';

vi.mock('@/shared/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const COLLECTION = 90273;
const FILES_URL = `/api/document/get-files/${COLLECTION}/priorApproval/service`;
const FILE = {
  id: 200006712,
  name: 'Предварительное_решение_100273.pdf',
  path: '/api/file/get/200006712',
  mimeType: 'application/pdf',
  document: { id: 90273021, code: 'priorApproval', group: 'service', title: 'Предварительное решение' },
};

function setup(files: FakeAnswer | (() => Promise<FakeAnswer>) = answer({ result: [FILE] })) {
  const api = fakeApi({
    [`GET ${FILES_URL}`]: files,
    [`GET ${FILE.path}`]: answer({ pdf: true }),
  });
  render(<PriorDecisionButton collectionId={COLLECTION} decisionType="preliminaryApproved" />);
  return api;
}
const button = () => screen.getByRole('button', { name: 'Скачать предварительное решение' });

beforeEach(() => {
  sessionStore.setTokens('at', 'rt');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(saveBlob).mockReset();
});

describe("'Скачать предварительное решение'", () => {
  it('downloads the preliminary decision’s file under its name', async () => {
    const { calls } = setup();
    await userEvent.click(button());
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Предварительное_решение_100273.pdf'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${FILES_URL}`, `GET ${FILE.path}`]);
  });

  it('downloads every file of the decision', async () => {
    const second = { ...FILE, id: 2, name: 'Решение_стр2.pdf', path: '/api/file/get/2' };
    const { routes } = setup(answer({ result: [FILE, second] }));
    routes[`GET ${second.path}`] = answer({ pdf: 2 });
    await userEvent.click(button());
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveBlob).mock.calls.map((c) => c[1])).toEqual([FILE.name, 'Решение_стр2.pdf']);
  });

  it('shows only for a preliminary decision of a deal with documents', () => {
    render(<PriorDecisionButton collectionId={COLLECTION} decisionType="approved" />);
    render(<PriorDecisionButton collectionId={COLLECTION} decisionType={null} />);
    render(<PriorDecisionButton collectionId={null} decisionType="preliminaryApproved" />);
    expect(screen.queryByRole('button', { name: 'Скачать предварительное решение' })).toBeNull();
    cleanup();
    render(<PriorDecisionButton collectionId={COLLECTION} decisionType="preliminaryRejected" />);
    expect(button()).toBeTruthy();
  });

  it('is busy while the files load', async () => {
    let release: (value: FakeAnswer) => void = () => undefined;
    setup(() => new Promise<FakeAnswer>((resolve) => (release = resolve)));
    await userEvent.click(button());
    await waitFor(() => expect(button()).toHaveProperty('disabled', true));
    release(answer({ result: [FILE] }));
    await waitFor(() => expect(button()).toHaveProperty('disabled', false));
    expect(saveBlob).toHaveBeenCalledTimes(1);
  });

  it('warns when the decision has no file', async () => {
    const warn = vi.spyOn(toast, 'warn').mockImplementation(() => undefined);
    setup(answer({ result: [] }));
    await userEvent.click(button());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Файл предварительного решения не найден'));
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('tells the server’s reason of a failure', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    setup(answer({ result: 'Заявка не найдена', detail: 'Заявка не найдена' }, 404));
    await userEvent.click(button());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Заявка не найдена'));
    expect(saveBlob).not.toHaveBeenCalled();
    expect(button()).toHaveProperty('disabled', false);
  });
});
