// A tiny SVG document builder: unique ids, gradients, clips and filters kept in <defs>.
import type { Palette } from './palette.ts';
import type { Rng } from './random.ts';

/** Compact number formatting (one decimal place is plenty for pixels). */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`,
    )
    .join('');
}

export interface LinearOpts {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  user?: boolean;
}

export interface RadialOpts {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
  transform?: string;
}

export class Svg {
  readonly w: number;
  readonly h: number;
  readonly rng: Rng;
  readonly pal: Palette;
  /** Base unit: a hundredth of the smaller side. */
  readonly u: number;
  private defs: string[] = [];
  private counter = 0;
  private cache = new Map<string, string>();

  constructor(w: number, h: number, rng: Rng, pal: Palette) {
    this.w = w;
    this.h = h;
    this.rng = rng;
    this.pal = pal;
    this.u = Math.min(w, h) / 100;
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter.toString(36)}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  private cached(key: string, make: () => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = make();
    this.cache.set(key, id);
    return id;
  }

  /** Linear gradient; default vertical in the object's bounding box. Returns `url(#id)`. */
  linear(list: readonly Stop[], o: LinearOpts = {}): string {
    const key = `L${JSON.stringify(list)}${JSON.stringify(o)}`;
    const id = this.cached(key, () => {
      const id = this.id('l');
      const units = o.user ? ' gradientUnits="userSpaceOnUse"' : '';
      this.def(
        `<linearGradient id="${id}"${units} x1="${n(o.x1 ?? 0)}" y1="${n(o.y1 ?? 0)}" x2="${n(o.x2 ?? 0)}" y2="${n(o.y2 ?? 1)}">${stops(list)}</linearGradient>`,
      );
      return id;
    });
    return `url(#${id})`;
  }

  /** Horizontal gradient across the bounding box. */
  across(list: readonly Stop[]): string {
    return this.linear(list, { x1: 0, y1: 0, x2: 1, y2: 0 });
  }

  radial(list: readonly Stop[], o: RadialOpts = {}): string {
    const key = `R${JSON.stringify(list)}${JSON.stringify(o)}`;
    const id = this.cached(key, () => {
      const id = this.id('r');
      const units = o.user ? ' gradientUnits="userSpaceOnUse"' : '';
      const cx = o.cx ?? 0.5;
      const cy = o.cy ?? 0.5;
      const f = o.fx !== undefined || o.fy !== undefined ? ` fx="${n(o.fx ?? cx)}" fy="${n(o.fy ?? cy)}"` : '';
      const tr = o.transform ? ` gradientTransform="${o.transform}"` : '';
      this.def(
        `<radialGradient id="${id}"${units} cx="${n(cx)}" cy="${n(cy)}" r="${n(o.r ?? 0.5)}"${f}${tr}>${stops(list)}</radialGradient>`,
      );
      return id;
    });
    return `url(#${id})`;
  }

  /** A clip path from path data (user space). Returns `url(#id)`. */
  clip(d: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** A clip path from arbitrary markup. */
  clipMarkup(markup: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  mask(markup: string): string {
    const id = this.id('m');
    this.def(`<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${markup}</mask>`);
    return `url(#${id})`;
  }

  filter(markup: string, region = 'x="-0.2" y="-0.2" width="1.4" height="1.4"'): string {
    const id = this.id('f');
    this.def(`<filter id="${id}" ${region} color-interpolation-filters="sRGB">${markup}</filter>`);
    return `url(#${id})`;
  }

  render(body: string, background?: string): string {
    const bg = background ? `<rect width="${this.w}" height="${this.h}" fill="${background}"/>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${bg}${body}</svg>`;
  }
}

/** Rounded rectangle path with separate top and bottom radii. */
export function roundRect(x: number, y: number, w: number, h: number, rTop: number, rBottom = rTop): string {
  const rt = Math.max(0, Math.min(rTop, w / 2, h / 2));
  const rb = Math.max(0, Math.min(rBottom, w / 2, h / 2));
  return [
    `M${n(x + rt)} ${n(y)}`,
    `H${n(x + w - rt)}`,
    rt ? `Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + rt)}` : '',
    `V${n(y + h - rb)}`,
    rb ? `Q${n(x + w)} ${n(y + h)} ${n(x + w - rb)} ${n(y + h)}` : '',
    `H${n(x + rb)}`,
    rb ? `Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - rb)}` : '',
    `V${n(y + rt)}`,
    rt ? `Q${n(x)} ${n(y)} ${n(x + rt)} ${n(y)}` : '',
    'Z',
  ].join('');
}

export function rect(x: number, y: number, w: number, h: number, attrs: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: string): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;
}

export function circle(cx: number, cy: number, r: number, attrs: string): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
}

export function path(d: string, attrs: string): string {
  return `<path d="${d}" ${attrs}/>`;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Polygon points to path data. */
export function poly(points: ReadonlyArray<readonly [number, number]>, close = true): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('') + (close ? 'Z' : '');
}

/** Two-decimal formatting for opacities and matrix factors. */
export function r2(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}
