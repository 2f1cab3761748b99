import { globSync, readFileSync } from 'node:fs';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import figtree from '@capsizecss/metrics/figtree';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./font-fallbacks.css', import.meta.url), 'utf8');
const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The overrides of one @font-face of font-fallbacks.css, by family name. */
function faceOf(family: string): Record<string, string> {
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => Object.fromEntries([...match[1]!.matchAll(/([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()])))
    .find((properties) => properties['font-family'] === `'${family}'`);
  if (!face) throw new Error(`no @font-face for ${family} in font-fallbacks.css`);
  return face;
}

/** What capsize computes for a web font shown in a local font, as CSS values. */
function expected(web: FontMetrics, local: FontMetrics): Record<string, string> {
  const { fontFaces } = createFontStack([web, local], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]!['@font-face'];
  return {
    'ascent-override': String(face.ascentOverride),
    'descent-override': String(face.descentOverride),
    'line-gap-override': String(face.lineGapOverride ?? '0%'),
    'size-adjust': String(face.sizeAdjust),
  };
}

describe('fallback fonts matched to the web fonts', () => {
  it.each([
    ['Figtree Fallback', figtree, arial],
    ['Figtree Fallback Android', figtree, roboto],
    ['Cormorant Garamond Fallback', cormorantGaramond, timesNewRoman],
    ['Cormorant Garamond Fallback Android', cormorantGaramond, notoSerif],
  ] as const)('%s takes the room the web font will take (size-adjust, ascent, descent, line gap)', (family, web, local) => {
    const face = faceOf(family);
    expect({
      'ascent-override': face['ascent-override'],
      'descent-override': face['descent-override'],
      'line-gap-override': face['line-gap-override'],
      'size-adjust': face['size-adjust'],
    }).toEqual(expected(web, local));
  });

  it("Figtree Caps Fallback, sized to Figtree's capitals, still takes the web font's line height", () => {
    const face = faceOf('Figtree Caps Fallback');
    const size = Number.parseFloat(face['size-adjust']!) / 100;
    // Narrower than the running text's fallback: Arial's capitals are the wider ones.
    expect(size).toBeLessThan(Number.parseFloat(faceOf('Figtree Fallback')['size-adjust']!) / 100);
    const percent = (value: number) => `${Math.round((value / size) * 1e6) / 1e4}%`;
    expect({
      'ascent-override': face['ascent-override'],
      'descent-override': face['descent-override'],
      'line-gap-override': face['line-gap-override'],
    }).toEqual({
      'ascent-override': percent(figtree.ascent / figtree.unitsPerEm),
      'descent-override': percent(Math.abs(figtree.descent) / figtree.unitsPerEm),
      'line-gap-override': percent(figtree.lineGap / figtree.unitsPerEm),
    });
  });

  it('is the face of every style in capitals', () => {
    const app = new URL('../', import.meta.url);
    const inCapitals = globSync('**/*.css', { cwd: app }).flatMap((file) =>
      [...readFileSync(new URL(file, app), 'utf8').matchAll(/([^{}]+)\{([^{}]*text-transform:\s*uppercase[^{}]*)\}/g)].map(
        ([, selector, body]) => ({ rule: `${file}: ${selector!.trim()}`, caps: /var\(--font-caps\)/.test(body!) }),
      ),
    );
    expect(inCapitals.length).toBeGreaterThan(10);
    expect(inCapitals.filter((rule) => !rule.caps).map((rule) => rule.rule)).toEqual([]);
  });

  it('comes right after its web font in the type tokens, before any unmatched system font', () => {
    expect(tokens).toMatch(/'Figtree Variable', 'Figtree Fallback', 'Figtree Fallback Android', system-ui/);
    expect(tokens).toMatch(/'Figtree Variable', 'Figtree Caps Fallback', 'Figtree Fallback Android', system-ui/);
    expect(tokens).toMatch(/'Cormorant Garamond Variable', 'Cormorant Garamond Fallback', 'Cormorant Garamond Fallback Android', Garamond/);
  });
});
