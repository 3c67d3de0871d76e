import type { StoredFile } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '@/shared/api/testing/fake-api';
import { saveBlob } from '@/shared/lib/save-blob';
import { sessionStore } from '@/shared/session/session-store';
import { openPdf } from '@/shared/ui/document-viewer/pdf-renderer';
import { DocumentViewerDialog } from './document-viewer-dialog';

// pdf.js draws nothing in jsdom: the renderer is a fake telling what it was asked to draw.
vi.mock('@/shared/ui/document-viewer/pdf-renderer', () => ({ openPdf: vi.fn() }));
vi.mock('@/shared/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const DEAL = 100245;
const FILES: StoredFile[] = [
  { id: 901, name: 'Паспорт.pdf', path: '/api/file/get/901', mimeType: 'application/pdf' },
  { id: 902, name: 'Фото.jpg', path: '/api/file/get/902', mimeType: 'image/jpeg' },
];

const renderPage = vi.fn();
const destroy = vi.fn();
/** The pages asked for: [page, scale, rotation]. */
const drawn = () => renderPage.mock.calls.map(([page, , scale, rotation]) => [page, scale, rotation]);

function setup(options: { canDownload?: boolean; canViewPersonInfo?: boolean; start?: number } = {}) {
  const api = fakeApi({
    'GET /api/file/get/901': answer({}),
    'GET /api/file/get/902': answer({}),
    'GET /api/file/get/903': answer({ result: 'Не найдено' }, 404),
    [`GET /api/autocredit/deal-info/getPersonContent/${DEAL}`]: answer({
      result: {
        client: {
          name: 'Иванов Иван Иванович',
          birthDate: '1985-03-14',
          gender: 'man',
          clientPassport: { series: '4510', number: '123456', issuedDate: '2015-06-18', divisionCode: '770-093' },
          addressRegistration: { value: 'г Москва, ул Марьинский Парк, д 25 к 2, кв 114' },
        },
        spouse: null,
        thirdFace: { name: 'Петров Петр Петрович' },
      },
    }),
  });
  const hide = vi.fn();
  function Host({ files }: { files: StoredFile[] }) {
    const [index, setIndex] = useState<number | null>(options.start ?? 0);
    return (
      <DocumentViewerDialog
        dealId={DEAL}
        files={files}
        index={index}
        onIndex={setIndex}
        onHide={() => {
          hide();
          setIndex(null);
        }}
        canDownload={options.canDownload ?? true}
        canViewPersonInfo={options.canViewPersonInfo ?? false}
      />
    );
  }
  const view = (files = FILES) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Host files={files} />
      </QueryClientProvider>,
    );
  return { ...api, hide, view };
}

const dialog = (name: RegExp) => screen.findByRole('dialog', { name });

beforeEach(() => {
  sessionStore.setTokens('at', 'rt');
  renderPage.mockImplementation(async () => ({ promise: Promise.resolve(), cancel: vi.fn() }));
  vi.mocked(openPdf).mockResolvedValue({ numPages: 2, renderPage, destroy });
  URL.createObjectURL = vi.fn(() => 'blob:viewer-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the document viewer', () => {
  it('draws every page of a PDF with pdf.js at 100 %, the file fetched by its path, named with its place', async () => {
    const { calls, view } = setup();
    view();
    await dialog(/^Паспорт\.pdf \(1 из 2\)$/);
    await waitFor(() =>
      expect(drawn()).toEqual([
        [1, 1, 0],
        [2, 1, 0],
      ]),
    );
    expect(calls.some((c) => c.path === '/api/file/get/901')).toBe(true);
    expect(screen.getByTestId('pdf-page-1').tagName).toBe('CANVAS');
    expect(screen.getByText('100 %')).toBeTruthy();
  });

  it('zooms by 10 %, drawing the pages 500 ms after the last change', async () => {
    const { view } = setup();
    view();
    await waitFor(() => expect(drawn()).toHaveLength(2));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const zoomIn = screen.getByRole('button', { name: 'Увеличить' });
    fireEvent.click(zoomIn);
    fireEvent.click(zoomIn);
    fireEvent.click(zoomIn);
    expect(screen.getByText('130 %')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(drawn()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(drawn().slice(2)).toEqual([
      [1, 1.3, 0],
      [2, 1.3, 0],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    expect(screen.getByText('120 %')).toBeTruthy();
  });

  it('keeps the zoom within 10 and 300 %', async () => {
    const { view } = setup();
    view();
    await dialog(/Паспорт/);
    const zoomIn = screen.getByRole('button', { name: 'Увеличить' }) as HTMLButtonElement;
    for (let i = 0; i < 25; i++) fireEvent.click(zoomIn);
    expect(screen.getByText('300 %')).toBeTruthy();
    expect(zoomIn.disabled).toBe(true);
    const zoomOut = screen.getByRole('button', { name: 'Уменьшить' }) as HTMLButtonElement;
    for (let i = 0; i < 35; i++) fireEvent.click(zoomOut);
    expect(screen.getByText('10 %')).toBeTruthy();
    expect(zoomOut.disabled).toBe(true);
  });

  it('turns the pages a quarter at once, either way', async () => {
    const { view } = setup();
    view();
    await waitFor(() => expect(drawn()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Повернуть по часовой стрелке' }));
    await waitFor(() =>
      expect(drawn().slice(2)).toEqual([
        [1, 1, 90],
        [2, 1, 90],
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Повернуть против часовой стрелки' }));
    await userEvent.click(screen.getByRole('button', { name: 'Повернуть против часовой стрелки' }));
    await waitFor(() => expect(drawn().at(-1)).toEqual([2, 1, 270]));
    expect(screen.getByTestId('document-viewer-content').dataset.rotation).toBe('270');
  });

  it('shows an image as a picture (no pdf.js), turned and zoomed', async () => {
    const { view } = setup({ start: 1 });
    view();
    const image = (await screen.findByRole('img', { name: 'Фото.jpg' })) as HTMLImageElement;
    expect(image.src).toBe('blob:viewer-1');
    expect(openPdf).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Повернуть по часовой стрелке' }));
    expect(image.style.transform).toBe('rotate(90deg)');
    // drawn at its natural size (the viewer unmeasured here), times the zoom
    Object.defineProperties(image, { naturalWidth: { value: 240 }, naturalHeight: { value: 320 } });
    fireEvent.load(image);
    expect(image.style.width).toBe('240px');
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    await waitFor(() => expect(image.style.width).toBe('216px'), { timeout: 2000 });
  });

  it('goes to the previous and the next file (buttons and arrow keys), none past the ends', async () => {
    const { view } = setup();
    view();
    await dialog(/\(1 из 2\)/);
    const previous = screen.getByRole('button', { name: 'Предыдущий файл' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Следующий файл' }));
    await dialog(/^Фото\.jpg \(2 из 2\)$/);
    expect((screen.getByRole('button', { name: 'Следующий файл' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByTestId('document-viewer-content'), { key: 'ArrowLeft' });
    await dialog(/^Паспорт\.pdf \(1 из 2\)$/);
  });

  it("says 'Произошла ошибка, скайчате документ' when the file cannot be fetched", async () => {
    const { view } = setup();
    view([{ id: 903, name: 'Пропал.pdf', path: '/api/file/get/903', mimeType: 'application/pdf' }]);
    const shown = await dialog(/Пропал/);
    expect((await within(shown).findByRole('alert')).textContent).toBe('Произошла ошибка, скайчате документ');
  });

  it("says 'Произошла ошибка, скайчате документ' when pdf.js cannot open the file", async () => {
    vi.mocked(openPdf).mockRejectedValue(new Error('Invalid PDF structure'));
    const { view } = setup();
    view();
    expect((await screen.findByRole('alert')).textContent).toBe('Произошла ошибка, скайчате документ');
  });

  it('downloads the file shown under its name, except for auditors', async () => {
    const { view } = setup();
    view();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Паспорт.pdf'));
    cleanup();
    setup({ canDownload: false }).view();
    await dialog(/Паспорт/);
    expect(screen.queryByRole('button', { name: 'Скачать' })).toBeNull();
  });

  it("shows the deal's people beside the document with view-person-info, and can hide them", async () => {
    const { calls, view } = setup({ canViewPersonInfo: true });
    view();
    const panel = await screen.findByTestId('person-info-panel');
    expect(await within(panel).findByText('Иванов Иван Иванович')).toBeTruthy();
    expect(within(panel).getByText('4510 123456, выдан 18.06.2015, код подразделения 770-093')).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Третье лицо' })).toBeTruthy();
    expect(within(panel).queryByRole('region', { name: 'Супруг(а)' })).toBeNull();
    expect(calls.some((c) => c.path === `/api/autocredit/deal-info/getPersonContent/${DEAL}`)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Персональные данные' }));
    expect(screen.queryByTestId('person-info-panel')).toBeNull();
  });

  it('has no personal-info panel without view-person-info, and does not ask for it', async () => {
    const { calls, view } = setup();
    view();
    await waitFor(() => expect(drawn()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Персональные данные' })).toBeNull();
    expect(calls.some((c) => c.path.includes('getPersonContent'))).toBe(false);
  });

  it('closes with Escape', async () => {
    const { hide, view } = setup();
    view();
    await dialog(/Паспорт/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(hide).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
