/**
 * A synthetic dataset of any size, shaped like the site's content (the 13
 * searchable types with titles, slugs, excerpts and Portable Text
 * descriptions, references between them, testimonials), for benchmarks and
 * for checking the lake's query planner against plain groq-js.
 */
import { searchTypes as searchableTypes } from '../app/search/search.ts';
import type { LakeDocument } from '../content-lake/types.ts';

// The same list the site searches, so the planner is checked on the real types.
export { searchableTypes };

const words = (
  'amber oud vetiver iris bergamot neroli musk saffron cedar sandalwood tonka vanilla rose jasmine tuberose patchouli ' +
  'labdanum frankincense myrrh leather tobacco fig vetiver cardamom pepper citrus bottle flacon glass collar cap pump ' +
  'atomiser carton rigid box foil emboss deboss lacquer ribbon tissue candle vessel reed diffuser wax wick filling ' +
  'assembly crimp snap screw decoration screen print spray coating frosted flint extra moulding bespoke stock ' +
  'brief launch formula maceration maturation compliance ifra safety sample minimum order lead time pallet freight'
).split(' ');

/** A small deterministic PRNG (mulberry32): the same seed gives the same dataset. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateDocuments(count: number, seed = 1): LakeDocument[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const phrase = (n: number) => Array.from({ length: n }, () => pick(words)).join(' ');
  const title = () => {
    const text = phrase(2 + Math.floor(next() * 4));
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const block = (key: string) => ({
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    // Spans split mid-word on purpose: pt::text joins them without a space.
    children: [phrase(6), `${phrase(5)} ${pick(words).slice(0, 3)}`, `${pick(words).slice(3)} ${phrase(4)}.`].map((text, i) => ({
      _type: 'span',
      _key: `${key}s${i}`,
      text,
      marks: i === 1 ? ['strong'] : [],
    })),
  });

  const docs: LakeDocument[] = [{ _id: 'author-0', _type: 'author', name: 'House Editor' }];
  for (let i = 0; i < count - 1; i++) {
    const type = i % 20 === 19 ? 'testimonial' : pick(searchableTypes);
    const name = title();
    const doc: LakeDocument = {
      _id: `${type}-${i}`,
      _type: type,
      title: name,
      slug: { _type: 'slug', current: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}` },
      excerpt: `${title()}, ${phrase(10)}.`,
      description: [block(`b${i}a`), block(`b${i}b`)],
      displayOrder: Math.floor(next() * 100),
      publishedAt: new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 1800) * 86_400_000).toISOString(),
      author: { _type: 'reference', _ref: 'author-0' },
    };
    if (type === 'testimonial') Object.assign(doc, { quote: phrase(20), name: 'A. Client', company: title() });
    docs.push(doc);
    // A few drafts, as a real dataset has.
    if (i % 50 === 0) docs.push({ ...doc, _id: `drafts.${doc._id}`, title: `${name} (draft)` });
  }
  return docs;
}
