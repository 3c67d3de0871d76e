import type { GetRecognizeProgressEvent } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { progressPercent, recognitionDone, recognitionProgress, recognitionTexts } from './recognition';

const event = (data: GetRecognizeProgressEvent['data'], error: string | null = null): GetRecognizeProgressEvent => ({
  type: 'getRecognizeProgress',
  data,
  error,
});

describe('the recognition helpers', () => {
  it("read the collection's recognition progress of the file, none of another collection or file", () => {
    const progress = { load: 2, total: 5, title: 'Распознавание документов', fileId: 901250 };
    expect(recognitionProgress(event({ '55012': progress }), 55012, 901250)).toEqual(progress);
    expect(recognitionProgress(event({ '55012': progress }), 55012, null)).toEqual(progress);
    expect(recognitionProgress(event({ '55012': { ...progress, fileId: null } }), 55012, 7)).not.toBeNull();
    expect(recognitionProgress(event({ '55013': progress }), 55012, 901250)).toBeNull();
    expect(recognitionProgress(event({ '55012': progress }), 55012, 901251)).toBeNull();
    expect(recognitionDone(progress)).toBe(false);
    expect(recognitionDone({ ...progress, load: 5 })).toBe(true);
  });

  it('give a progress in percent, 0 of nothing', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('say the failures in the words of 002 §8', () => {
    expect(recognitionTexts.uploadFailed).toBe('Ошибка загрузки файлов');
    expect(recognitionTexts.recognitionFailed).toBe('Ошибка распознавания файлов');
    expect(recognitionTexts.uploaded).toBe('Файлы успешно загружены и распознаны');
  });
});
