import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';
import { saveBlob } from '@/shared/lib/save-blob';
import type * as SaveBlob from '@/shared/lib/save-blob';
import { sessionStore } from '@/shared/session/session-store';
import { openPdf } from '@/shared/ui/document-viewer/pdf-renderer';
import { UnderwriterDocumentsPage } from './underwriter-documents-page';

// pdf.js draws nothing in jsdom: the renderer is a fake telling what it was asked to draw.
vi.mock('@/shared/ui/document-viewer/pdf-renderer', () => ({ openPdf: vi.fn() }));
vi.mock('@/shared/lib/save-blob', async (original) => ({ ...(await original<typeof SaveBlob>()), saveBlob: vi.fn() }));

const FILES = [
  {
    code: 'underwriterRegulations',
    name: 'Регламент андеррайтинга.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    code: 'strategyMatrix',
    name: 'Матрица стратегий верификации.pdf',
    mimeType: 'application/pdf',
    canDownload: false,
  },
];

function setup(list: FakeRoute = answer({ result: FILES })) {
  const api = fakeApi({
    'GET /api/autocredit/get-static-files': list,
    'GET /api/file/download/static/underwriterRegulations': answer({}),
    'GET /api/file/download/static/strategyMatrix': answer({}),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UnderwriterDocumentsPage />
    </QueryClientProvider>,
  );
  return api;
}

const renderPage = vi.fn();
beforeEach(() => {
  sessionStore.setTokens('at', 'rt');
  renderPage.mockImplementation(async () => ({ promise: Promise.resolve(), cancel: vi.fn() }));
  vi.mocked(openPdf).mockResolvedValue({ numPages: 3, renderPage, destroy: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the underwriters’ documents', () => {
  it('lists the files by name; the download only where canDownload', async () => {
    setup();
    const rows = await screen.findAllByTestId('static-file-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Регламент андеррайтинга.pdf',
      'Матрица стратегий верификации.pdf',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Скачать Регламент андеррайтинга.pdf' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /Скачать/ })).toBeNull();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Просмотреть Матрица стратегий верификации.pdf' }),
    ).toBeTruthy();
  });

  it('downloads a file under its name', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать Регламент андеррайтинга.pdf' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Регламент андеррайтинга.pdf'));
    expect(calls.some((c) => c.path === '/api/file/download/static/underwriterRegulations')).toBe(true);
  });

  it('shows a file as its PDF pages in the viewer, without a download when it cannot be downloaded', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Просмотреть Матрица стратегий верификации.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Матрица стратегий верификации.pdf' });
    await waitFor(() => expect(renderPage).toHaveBeenCalledTimes(3));
    expect(within(dialog).getByTestId('pdf-page-1').tagName).toBe('CANVAS');
    expect(within(dialog).queryByRole('button', { name: 'Скачать' })).toBeNull();
  });

  it('offers the download in the viewer when canDownload', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Просмотреть Регламент андеррайтинга.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Регламент андеррайтинга.pdf' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Регламент андеррайтинга.pdf'));
  });

  it("says 'Позиции отсутствуют' when there are none, not while loading", async () => {
    let release: () => void = () => {};
    setup(() => new Promise((resolve) => (release = () => resolve(answer({ result: [] })))));
    expect(await screen.findByTestId('list-loading')).toBeTruthy();
    expect(screen.queryByText('Позиции отсутствуют')).toBeNull();
    release();
    expect(await screen.findByText('Позиции отсутствуют')).toBeTruthy();
  });
});
