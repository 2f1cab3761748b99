import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockText, listItems, readingMinutes, takeSection, type RichTextBlock } from './portable-text.ts';

/** The demo dataset's documents of one type, as the content service stores them. */
function documentsOf(type: string): Record<string, unknown>[] {
  return readFileSync(new URL('../../dataset/data.ndjson', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((doc) => doc._type === type && !String(doc._id).startsWith('drafts.'));
}

const block = (text: string, style = 'normal', listItem?: 'bullet'): RichTextBlock =>
  ({ _type: 'block', _key: text, style, ...(listItem ? { listItem } : {}), children: [{ _type: 'span', text }] }) as RichTextBlock;

describe('reading time from the words', () => {
  it('counts every word of a post’s body, at 220 words a minute', () => {
    const words = (n: number) => [block(Array.from({ length: n }, (_, i) => `word${i}`).join(' '))];
    expect(readingMinutes(words(100))).toBe(1);
    expect(readingMinutes(words(660))).toBe(3);
    expect(readingMinutes(words(1100))).toBe(5);
    expect(readingMinutes([])).toBe(1);
  });

  it('gives each real post its own time, not “1 min read”', () => {
    const posts = documentsOf('post');
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      const body = post.body as RichTextBlock[];
      const words = body.map(blockText).join(' ').split(/\s+/).filter(Boolean).length;
      expect(words, `${String(post.title)} has a real body`).toBeGreaterThan(600);
      expect(readingMinutes(body)).toBe(Math.round(words / 220));
      expect(readingMinutes(body)).toBeGreaterThanOrEqual(3);
    }
    // Longer posts read longer: the times are not all the same.
    expect(new Set(posts.map((post) => readingMinutes(post.body as RichTextBlock[]))).size).toBeGreaterThan(1);
  });
});

describe('a section taken out of the text', () => {
  it('takes the Results of every real case, as statements, out of its story', () => {
    for (const brand of documentsOf('portfolioBrand')) {
      const body = brand.body as RichTextBlock[];
      const { rest, section } = takeSection(body, 'Results');
      expect(section.length, `${String(brand.name)} has results`).toBeGreaterThan(0);
      expect(listItems(section)?.length).toBe(section.length);
      expect(rest.map(blockText)).not.toContain('Results');
      expect(rest.length + section.length + 1).toBe(body.length);
    }
  });

  it('stops at the next h2 and leaves a text without the heading alone', () => {
    const blocks = [
      block('Brief', 'h2'),
      block('a'),
      block('Results', 'h2'),
      block('b', 'normal', 'bullet'),
      block('After', 'h2'),
      block('c'),
    ];
    const { rest, section } = takeSection(blocks, 'results');
    expect(section.map(blockText)).toEqual(['b']);
    expect(rest.map(blockText)).toEqual(['Brief', 'a', 'After', 'c']);
    expect(takeSection(blocks, 'Outcome')).toEqual({ rest: blocks, section: [] });
    expect(listItems([block('prose')])).toBeNull();
  });
});
