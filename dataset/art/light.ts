// Soft light as a small computed bitmap: pools of light, window light with
// feathered edges and vignettes are evaluated in JavaScript on a coarse grid,
// encoded as a PNG data URI and stretched over the canvas. librsvg renders
// that far faster than full-canvas radial gradients or blur filters, and the
// bilinear stretch gives naturally soft edges.
import { deflateSync } from 'node:zlib';
import type { Svg } from './svg.ts';

export interface Glow {
  x: number;
  y: number;
  rx: number;
  ry: number;
  color: string;
  alpha: number;
  /** Exponent of the falloff (1 soft … 3 tight). */
  power?: number;
}

export interface Pane {
  /** A convex quadrilateral, clockwise or not. */
  quad: ReadonlyArray<readonly [number, number]>;
  feather: number;
  color: string;
  alpha: number;
}

export interface Vignette {
  color: string;
  alpha: number;
  /** Where the darkening starts, 0 (centre) … 1 (corner). */
  inner: number;
  cx?: number;
  cy?: number;
}

export interface LightOpts {
  glows?: Glow[];
  panes?: Pane[];
  vignette?: Vignette;
  /** Texels across the longer side. */
  resolution?: number;
}

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const smooth = (e0: number, e1: number, x: number): number => {
  const t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

let crcTable: Uint32Array | null = null;
function crc32(buf: Buffer): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let i = 0; i < 256; i++) {
      let c = i;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[i] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Encode straight-alpha RGBA as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0;
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * stride + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signed distance-ish to a convex quad: positive inside. */
function insideness(q: ReadonlyArray<readonly [number, number]>, x: number, y: number): number {
  let area = 0;
  for (let i = 0; i < q.length; i++) {
    const a = q[i] as readonly [number, number];
    const b = q[(i + 1) % q.length] as readonly [number, number];
    area += a[0] * b[1] - b[0] * a[1];
  }
  const sign = area > 0 ? 1 : -1;
  let d = Infinity;
  for (let i = 0; i < q.length; i++) {
    const a = q[i] as readonly [number, number];
    const b = q[(i + 1) % q.length] as readonly [number, number];
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    const len = Math.hypot(ex, ey) || 1;
    const cross = (ex * (y - a[1]) - ey * (x - a[0])) / len;
    d = Math.min(d, cross * sign);
  }
  return d;
}

/** An <image> covering the canvas with the computed soft light. */
export function lightLayer(s: Svg, o: LightOpts): string {
  const { w, h } = s;
  const res = o.resolution ?? 128;
  const gw = w >= h ? res : Math.max(8, Math.round((res * w) / h));
  const gh = w >= h ? Math.max(8, Math.round((res * h) / w)) : res;
  const px = new Uint8Array(gw * gh * 4);
  const glows = (o.glows ?? []).map((g) => ({ ...g, rgb: rgb(g.color) }));
  const panes = (o.panes ?? []).map((p) => ({ ...p, rgb: rgb(p.color) }));
  const vig = o.vignette ? { ...o.vignette, rgb: rgb(o.vignette.color) } : null;
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      // Texel centres, with the edge texels on the canvas edges.
      const x = (i / (gw - 1)) * w;
      const y = (j / (gh - 1)) * h;
      // Premultiplied accumulation, "over" each layer.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      const over = (c: readonly [number, number, number], alpha: number) => {
        if (alpha <= 0) return;
        r = c[0] * alpha + r * (1 - alpha);
        g = c[1] * alpha + g * (1 - alpha);
        b = c[2] * alpha + b * (1 - alpha);
        a = alpha + a * (1 - alpha);
      };
      for (const gl of glows) {
        const t = Math.hypot((x - gl.x) / gl.rx, (y - gl.y) / gl.ry);
        if (t < 1) over(gl.rgb, gl.alpha * Math.pow(1 - t * t, gl.power ?? 2));
      }
      for (const p of panes) {
        const d = insideness(p.quad, x, y);
        if (d > -p.feather) over(p.rgb, p.alpha * smooth(-p.feather, p.feather, d));
      }
      if (vig) {
        const t = Math.hypot((x / w - (vig.cx ?? 0.5)) * 2, (y / h - (vig.cy ?? 0.5)) * 2) / Math.SQRT2;
        over(vig.rgb, vig.alpha * smooth(vig.inner, 1, t));
      }
      const k = (j * gw + i) * 4;
      px[k] = a > 0 ? Math.round(r / a) : 0;
      px[k + 1] = a > 0 ? Math.round(g / a) : 0;
      px[k + 2] = a > 0 ? Math.round(b / a) : 0;
      px[k + 3] = Math.round(a * 255);
    }
  }
  const uri = `data:image/png;base64,${encodePng(gw, gh, px).toString('base64')}`;
  // Stretch so texel centres land on the canvas edges.
  const sx = w / (gw - 1);
  const sy = h / (gh - 1);
  const r1 = (v: number) => Math.round(v * 10) / 10;
  return `<image x="${r1(-sx / 2)}" y="${r1(-sy / 2)}" width="${r1(w + sx)}" height="${r1(h + sy)}" preserveAspectRatio="none" xlink:href="${uri}"/>`;
}

/** A soft pool of light, in fractions of the canvas. */
export function glowAt(s: Svg, cx: number, cy: number, r: number, color: string, alpha: number): string {
  return lightLayer(s, {
    glows: [{ x: cx * s.w, y: cy * s.h, rx: r * s.w * 1.1, ry: r * s.h * 1.1, color, alpha, power: 1.6 }],
    resolution: 48,
  });
}

/** Darkened corners. */
export function vignette(s: Svg, color: string, alpha: number, inner = 0.5): string {
  return lightLayer(s, { vignette: { color, alpha, inner }, resolution: 48 });
}
