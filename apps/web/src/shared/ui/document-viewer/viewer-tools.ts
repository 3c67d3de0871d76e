/** The viewer's zoom: 10 to 300 %, step 10, 100 at first; drawn 500 ms after the last change (001 §9). */
export const ZOOM = { min: 10, max: 300, step: 10, initial: 100 } as const;
export const ZOOM_DEBOUNCE_MS = 500;

/** The zoom one step in or out, within 10–300 %. */
export const stepZoom = (zoom: number, direction: 1 | -1): number =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, zoom + direction * ZOOM.step));

/** The rotation a quarter turn clockwise (1) or back (-1), in 0, 90, 180, 270. */
export const stepRotation = (rotation: number, direction: 1 | -1): number => (rotation + direction * 90 + 360) % 360;

/** A width and a height, px. */
export interface Size {
  width: number;
  height: number;
}

/**
 * The width a picture is drawn at: its natural size, scaled down only to fit the viewer's area (its aspect kept, a
 * quarter turn fitting its height across), times the zoom. A 240×320 photo is 240 px wide at 100 %, never stretched.
 * An area not measured (0) does not scale.
 */
export function pictureWidth(natural: Size, area: Size, zoom: number, rotation = 0): number {
  const turned = rotation % 180 !== 0;
  const across = turned ? natural.height : natural.width;
  const down = turned ? natural.width : natural.height;
  const fit = Math.min(1, area.width > 0 ? area.width / across : 1, area.height > 0 ? area.height / down : 1);
  return Math.max(1, Math.round((natural.width * fit * zoom) / 100));
}

/** How the viewer shows a file: its pages (PDF), the picture, or neither (it is to be downloaded). */
export function viewKind(mimeType: string | undefined, name: string): 'pdf' | 'image' | 'other' {
  const type = mimeType ?? '';
  if (type === 'application/pdf' || (!type && /\.pdf$/i.test(name))) return 'pdf';
  if (type.startsWith('image/') || (!type && /\.(png|jpe?g|gif|bmp|webp)$/i.test(name))) return 'image';
  return 'other';
}

/** The texts of the viewer's toolbar (the seeds name its controls, not their words). */
export const viewerToolTexts = {
  previous: 'Предыдущий файл',
  next: 'Следующий файл',
  zoomIn: 'Увеличить',
  zoomOut: 'Уменьшить',
  rotateLeft: 'Повернуть против часовой стрелки',
  rotateRight: 'Повернуть по часовой стрелке',
  download: 'Скачать',
  loading: 'Загрузка документа',
  of: 'из',
} as const;

/** A file that cannot be fetched or shown (001 §8, the seeds' spelling). */
export const VIEWER_FAILED = 'Произошла ошибка, скайчате документ';
