import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINT_FRAME_ID, printBlob } from './print-blob';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:print-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('printBlob', () => {
  it('opens the file in a hidden frame, prints it once loaded and releases its URL 1 s later', () => {
    vi.useFakeTimers();
    printBlob(new Blob(['%PDF'], { type: 'application/pdf' }));
    const frame = document.getElementById(PRINT_FRAME_ID) as HTMLIFrameElement;
    expect(frame.src).toBe('blob:print-1');
    expect(frame.style.visibility).toBe('hidden');
    vi.spyOn(frame.contentWindow!, 'focus').mockImplementation(() => {});
    const print = vi.spyOn(frame.contentWindow!, 'print').mockImplementation(() => {});
    expect(print).not.toHaveBeenCalled();
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:print-1');
  });

  it('replaces the frame of an earlier print', () => {
    printBlob(new Blob(['a']));
    printBlob(new Blob(['b']));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });
});
