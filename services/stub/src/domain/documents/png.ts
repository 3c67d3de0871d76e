import { PNG } from 'pngjs';
import { Random } from '../world/seed/prng';

type Rgb = readonly [number, number, number];

/** A canvas of RGB pixels, written as an opaque PNG. */
class Canvas {
  readonly png: PNG;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height, colorType: 2, inputColorType: 6 });
  }

  set(x: number, y: number, [r, g, b]: Rgb) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    const { data } = this.png;
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
    data[i + 3] = 255;
  }

  /** Every pixel where `inside(x, y)` holds gets the colour `colour(x, y)`. */
  fill(inside: (x: number, y: number) => boolean, colour: (x: number, y: number) => Rgb) {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) if (inside(x, y)) this.set(x, y, colour(x, y));
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb) {
    this.fill(
      (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
      () => colour,
    );
  }

  rect(x0: number, y0: number, w: number, h: number, colour: Rgb) {
    this.fill(
      (x, y) => x >= x0 && x < x0 + w && y >= y0 && y < y0 + h,
      () => colour,
    );
  }

  toBuffer(): Buffer {
    return PNG.sync.write(this.png, { colorType: 2 });
  }
}

const mixColour = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const SKIN: readonly Rgb[] = [
  [238, 206, 179],
  [225, 184, 153],
  [206, 160, 128],
];
const HAIR: readonly Rgb[] = [
  [40, 30, 25],
  [90, 60, 35],
  [160, 120, 70],
  [120, 120, 120],
];
const CLOTHES: readonly Rgb[] = [
  [40, 50, 80],
  [70, 70, 70],
  [110, 30, 40],
  [30, 80, 60],
];
const PAINT: readonly Rgb[] = [
  [200, 30, 30],
  [30, 60, 160],
  [230, 230, 230],
  [30, 30, 30],
  [150, 150, 155],
  [20, 110, 70],
];

/** A passport-style photo stand-in (a head and shoulders on a light background), 3:4; the same seed, the same image. */
export function portraitPng(seed: number, width = 240, height = 320): Buffer {
  const random = new Random(seed, 'portrait');
  const canvas = new Canvas(width, height);
  const top: Rgb = [222, 230, 238];
  const bottom: Rgb = [196, 206, 218];
  canvas.fill(
    () => true,
    (_, y) => mixColour(top, bottom, y / height),
  );
  const cx = width / 2 + random.int(-8, 8);
  canvas.ellipse(cx, height * 1.02, width * 0.48, height * 0.32, random.pick(CLOTHES));
  canvas.rect(cx - width * 0.09, height * 0.55, width * 0.18, height * 0.2, random.pick(SKIN));
  const hair = random.pick(HAIR);
  canvas.ellipse(cx, height * 0.36, width * 0.24, height * 0.23, hair);
  const skin = random.pick(SKIN);
  canvas.ellipse(cx, height * 0.42, width * 0.2, height * 0.21, skin);
  const eye: Rgb = [50, 45, 45];
  canvas.ellipse(cx - width * 0.07, height * 0.4, 4, 3, eye);
  canvas.ellipse(cx + width * 0.07, height * 0.4, 4, 3, eye);
  canvas.rect(cx - width * 0.05, height * 0.52, width * 0.1, 3, [160, 90, 90]);
  return canvas.toBuffer();
}

/** A car photo stand-in (a car at a sale point's lot), 8:5; the same seed, the same image. */
export function carPng(seed: number, width = 480, height = 300): Buffer {
  const random = new Random(seed, 'car');
  const canvas = new Canvas(width, height);
  const horizon = Math.round(height * 0.62);
  canvas.fill(
    (_, y) => y < horizon,
    (_, y) => mixColour([150, 190, 235], [220, 232, 245], y / horizon),
  );
  canvas.fill(
    (_, y) => y >= horizon,
    () => [120, 120, 118],
  );
  const paint = random.pick(PAINT);
  const x0 = Math.round(width * 0.14);
  const w = Math.round(width * 0.72);
  canvas.rect(x0, Math.round(height * 0.5), w, Math.round(height * 0.2), paint);
  canvas.rect(x0 + w * 0.2, Math.round(height * 0.36), w * 0.55, Math.round(height * 0.15), paint);
  const glass: Rgb = [60, 80, 100];
  canvas.rect(x0 + w * 0.24, Math.round(height * 0.39), w * 0.22, Math.round(height * 0.1), glass);
  canvas.rect(x0 + w * 0.5, Math.round(height * 0.39), w * 0.21, Math.round(height * 0.1), glass);
  for (const wx of [x0 + w * 0.2, x0 + w * 0.8]) {
    canvas.ellipse(wx, height * 0.71, height * 0.09, height * 0.09, [25, 25, 25]);
    canvas.ellipse(wx, height * 0.71, height * 0.04, height * 0.04, [170, 170, 170]);
  }
  return canvas.toBuffer();
}
