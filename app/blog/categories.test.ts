import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categoryTitle, POST_CATEGORIES } from './categories.ts';

const posts = readFileSync(new URL('../../dataset/data.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _type: string; title?: string; categories?: string[] })
  .filter((doc) => doc._type === 'post');

describe('category labels are titles, never stored values', () => {
  it('every category of every real post reads as its Studio title', () => {
    const used = posts.flatMap((post) => post.categories ?? []);
    expect(used.length).toBeGreaterThan(0);
    for (const value of used) {
      const label = categoryTitle(value);
      expect(label).toBe(POST_CATEGORIES.find((category) => category.value === value)?.title);
      expect(label).not.toBe(value);
      expect(label).not.toMatch(/-/);
      // Sentence case: a capital first, the rest as written in the Studio's list.
      expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
      expect(label.slice(1)).toBe(label.slice(1).toLowerCase());
    }
  });

  it('a value the list does not know still reads as words', () => {
    expect(categoryTitle('limited-editions')).toBe('Limited editions');
    expect(categoryTitle('fragrance-creation')).toBe('Fragrance creation');
  });
});
