import { blog } from './blog.ts';
import { homePage } from './home.ts';
import { id } from './ids.ts';
import { image, ref, rich, seo, slug, type Doc } from './lib.ts';

// Unpublished edits, for preview: a draft is a whole copy of the document
// under `drafts.{id}`, as Sanity stores it.
function draftOf(published: Doc, changes: Record<string, unknown>): Doc {
  return { ...published, ...changes, _id: `drafts.${published._id}`, _updatedAt: '2026-11-16T10:15:00Z' };
}

const postSlug = 'how-long-does-it-take-to-launch-a-fragrance';
const publishedPost = blog.find((post) => post._id === id.post(postSlug));
if (!publishedPost) throw new Error(`drafts.ts: no published post ${postSlug}`);

export const drafts: Doc[] = [
  draftOf(homePage, {
    heroTitle: 'Fragrance, glass and packaging, made in Britain',
    contactCtaTitle: 'Planning a launch for 2027?',
  }),
  draftOf(publishedPost, {
    title: 'How long does it really take to launch a fragrance?',
  }),
  // A post that has never been published: visible only in preview.
  {
    _id: `drafts.${id.post('finishes-to-watch-in-2027')}`,
    _type: 'post',
    _createdAt: '2026-11-16T10:15:00Z',
    _updatedAt: '2026-11-16T10:15:00Z',
    title: 'Five packaging finishes to watch in 2027',
    slug: slug('finishes-to-watch-in-2027'),
    excerpt:
      'Soft metallics, bio-based lacquers and paper that feels like fabric: the finishes our studio expects to see on counters next year.',
    mainImage: image(
      'swatch',
      'scene',
      'blog-finishes-to-watch-in-2027',
      'Foil proofs in soft metallic shades beside colour chips and papers',
      { tone: 'champagne', variant: 'foils' },
    ),
    body: rich(`Our studio reviews hundreds of finishes a year. These five keep coming back in briefs for 2027.

## 1. Soft metallics

Brushed champagne and pewter foils are replacing mirror gold on boxes and caps.

## 2. Bio-based lacquers

Lacquers made partly from plant oils now match the depth of conventional finishes on glass.`),
    author: ref(id.author('marcus-feld')),
    publishedAt: '2027-01-12T09:00:00Z',
    categories: ['packaging'],
    seo: seo('Five packaging finishes to watch in 2027', 'Soft metallics, bio-based lacquers and paper that feels like fabric.'),
  },
];
