import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageView } from './image-view';
import { pictureWidth } from './viewer-tools';

describe('the width a picture is drawn at', () => {
  it('is its natural width at 100 %, scaled down only to fit, times the zoom', () => {
    const photo = { width: 240, height: 320 };
    expect(pictureWidth(photo, { width: 1193, height: 700 }, 100)).toBe(240);
    expect(pictureWidth(photo, { width: 1193, height: 700 }, 200)).toBe(480);
    expect(pictureWidth(photo, { width: 1193, height: 160 }, 100)).toBe(120);
    expect(pictureWidth({ width: 4000, height: 3000 }, { width: 1000, height: 1000 }, 100)).toBe(1000);
    // a quarter turn fits the picture's width into the height
    expect(pictureWidth({ width: 4000, height: 3000 }, { width: 1000, height: 600 }, 100, 90)).toBe(600);
    expect(pictureWidth(photo, { width: 0, height: 0 }, 100)).toBe(240);
  });
});

describe('a picture in the viewer', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a 240×320 photo 240 px wide in a wide viewer at 100 %, not stretched across it', () => {
    render(
      <div className="document-viewer__content" style={{ width: 1193 }}>
        <ImageView content={new Blob(['x'])} name="Иванов" zoom={100} rotation={0} onFailure={vi.fn()} />
      </div>,
    );
    const image = screen.getByRole('img', { name: 'Иванов' }) as HTMLImageElement;
    expect(image.style.width).not.toBe('100%');
    Object.defineProperties(image, { naturalWidth: { value: 240 }, naturalHeight: { value: 320 } });
    fireEvent.load(image);
    expect(image.style.width).toBe('240px');
  });
});
