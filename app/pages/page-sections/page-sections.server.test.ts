import { describe, expect, it } from 'vitest';
import { asset } from '../../media/galleries.test-helper.ts';
import { pageSections } from './page-sections.server.ts';
import type { PageSection } from './page-sections.tsx';

type Rows = Parameters<typeof pageSections>[0];

/** The sections of rows as editorPageQuery gives them (typed loosely: a row is what the lake answers, drafts included). */
const shape = (...rows: Record<string, unknown>[]) => pageSections(rows as unknown as Rows);

/** The one section of a row, of the kind expected. */
function only<K extends PageSection['kind']>(kind: K, row: Record<string, unknown>): Extract<PageSection, { kind: K }> {
  const sections = shape(row);
  expect(sections).toHaveLength(1);
  expect(sections[0]!.kind).toBe(kind);
  return sections[0] as Extract<PageSection, { kind: K }>;
}

const block = (text: string) => ({
  _type: 'block',
  _key: 'b',
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: 's', text, marks: [] }],
});

describe('a cards section', () => {
  const card = (key: string, link: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => ({
    _key: key,
    title: `Card ${key}`,
    text: 'A line of text',
    image: asset(1200, 1500, 'image-5c12b0406af16c4b3fea3ae41f5f117a932ea94c-1200x1500-jpg'),
    link,
    ...extra,
  });

  it('links each card where its page is now: a document, one of the site’s pages, or another site in a new tab', () => {
    const section = only('cards', {
      _key: 'cards',
      _type: 'cardsSection',
      title: 'Before you come',
      intro: 'Three things to read',
      cards: [
        card('service', { document: { _type: 'servicePage', slug: 'fragrance-componentry', placement: 'service' } }),
        card('landing', { document: { _type: 'servicePage', slug: 'private-label-fragrance', placement: 'landing' } }),
        card('post', { label: 'Read it', document: { _type: 'post', slug: 'bespoke-or-stock-glass' } }),
        card('contact', { sitePage: '/contact' }),
        card('show', { url: 'https://www.luxepack.com/monaco' }),
      ],
    });
    expect(section.title).toBe('Before you come');
    expect(section.intro).toBe('Three things to read');
    expect(section.cards.map(({ to, external }) => [to, external])).toEqual([
      ['/services/fragrance-componentry', false],
      ['/private-label-fragrance', false],
      ['/blog/bespoke-or-stock-glass', false],
      ['/contact', false],
      ['https://www.luxepack.com/monaco', true],
    ]);
    expect(section.cards[0]).toMatchObject({ key: 'service', title: 'Card service', text: 'A line of text' });
    expect(section.cards[0]!.image).toMatchObject({ width: 480, height: 600, alt: 'A bottle' });
  });

  it('keeps a card whose page is gone, unlinked, and leaves out a card without a title', () => {
    const section = only('cards', {
      _key: 'cards',
      _type: 'cardsSection',
      title: 'Before you come',
      cards: [
        card('gone', { document: null }),
        card('nowhere', null),
        card('off-site', { sitePage: '/not-a-page-of-the-site' }),
        card('untitled', { sitePage: '/contact' }, { title: null }),
      ],
    });
    expect(section.cards.map(({ key, to }) => [key, to])).toEqual([
      ['gone', null],
      ['nowhere', null],
      ['off-site', null],
    ]);
    expect(section.intro).toBeNull();
  });

  it('is left out without a title or without a card to show', () => {
    expect(shape({ _key: 'a', _type: 'cardsSection', title: 'Cards', cards: [] })).toEqual([]);
    expect(shape({ _key: 'b', _type: 'cardsSection', title: 'Cards', cards: [card('x', null, { title: '' })] })).toEqual([]);
    expect(shape({ _key: 'c', _type: 'cardsSection', title: null, cards: [card('x', null)] })).toEqual([]);
  });
});

describe('a figures section', () => {
  it('shows the figures with both a value and a label', () => {
    const section = only('figures', {
      _key: 'figures',
      _type: 'figuresSection',
      title: null,
      figures: [{ value: '300+', label: 'Stock bottle shapes' }, { value: '6', label: null }, null, { value: '40+', label: 'Foil shades' }],
    });
    expect(section.title).toBeNull();
    expect(section.figures).toEqual([
      { value: '300+', label: 'Stock bottle shapes' },
      { value: '40+', label: 'Foil shades' },
    ]);
  });

  it('is left out with no whole figure', () => {
    expect(shape({ _key: 'a', _type: 'figuresSection', title: 'Figures', figures: [{ value: '6' }] })).toEqual([]);
    expect(shape({ _key: 'b', _type: 'figuresSection', title: 'Figures', figures: null })).toEqual([]);
  });
});

describe('a quote section', () => {
  const testimonial = {
    _id: 'testimonial-daniel-achebe',
    quote: 'Clear costs, honest timelines.',
    name: 'Daniel Achebe',
    title: 'Operations Director',
    company: 'BDXY',
    image: null,
    case: { name: 'BDXY', slug: 'bdxy' },
    logo: { name: 'BDXY', image: asset(600, 300, 'image-43aa69abb79fa25317d3799c7a688e4b7a33d870-600x300-png') },
  };

  it('shows the testimonial as the home page’s card: the company’s logo without a portrait, and its case', () => {
    const section = only('quote', { _key: 'quote', _type: 'quoteSection', testimonial });
    expect(section.testimonial).toMatchObject({
      id: 'testimonial-daniel-achebe',
      quote: 'Clear costs, honest timelines.',
      name: 'Daniel Achebe',
      title: 'Operations Director',
      company: 'BDXY',
      image: null,
      monogram: 'B',
      case: { name: 'BDXY', url: '/portfolio/bdxy' },
    });
    expect(section.testimonial.logo?.width).toBe(72);
  });

  it('is left out when the testimonial is gone, or has no quote', () => {
    expect(shape({ _key: 'a', _type: 'quoteSection', testimonial: null })).toEqual([]);
    expect(shape({ _key: 'b', _type: 'quoteSection', testimonial: { ...testimonial, quote: null } })).toEqual([]);
  });
});

describe('a logos section', () => {
  const logo = (slug: string, extra: Record<string, unknown> = {}) => ({
    _id: `logo-${slug}`,
    name: slug.toUpperCase(),
    url: null,
    caseStudy: null,
    image: asset(600, 300, 'image-43aa69abb79fa25317d3799c7a688e4b7a33d870-600x300-png'),
    ...extra,
  });

  it('shows the logos in the order given, each opening its case or the client’s site; a logo gone is left out', () => {
    const section = only('logos', {
      _key: 'logos',
      _type: 'logosSection',
      title: 'Brands we make for',
      logos: [logo('bdxy', { caseStudy: 'bdxy' }), null, logo('nordvik', { url: 'https://nordvik.example' })],
    });
    expect(section.title).toBe('Brands we make for');
    expect(section.logos.map(({ id, caseStudy, url }) => [id, caseStudy, url])).toEqual([
      ['logo-bdxy', '/portfolio/bdxy', null],
      ['logo-nordvik', null, 'https://nordvik.example'],
    ]);
    expect(section.logos[0]!.image).toMatchObject({ width: 160, height: 80, alt: 'A bottle' });
  });

  it('is left out when none of its logos is left', () => {
    expect(shape({ _key: 'a', _type: 'logosSection', title: null, logos: [null, { _id: 'logo-x', name: null }] })).toEqual([]);
    expect(shape({ _key: 'b', _type: 'logosSection', title: null, logos: [] })).toEqual([]);
  });
});

describe('a questions section', () => {
  it('shows each question with its answer and anchor; a question gone is left out', () => {
    const section = only('questions', {
      _key: 'faq',
      _type: 'faqSection',
      title: 'Questions buyers ask',
      questions: [
        { title: 'What is your minimum order?', slug: 'what-is-your-minimum-order-quantity', description: [block('From 500 units.')] },
        null,
        { title: 'No address', slug: null, description: [block('Hidden.')] },
      ],
    });
    expect(section.questions).toHaveLength(1);
    expect(section.questions[0]).toMatchObject({ title: 'What is your minimum order?', slug: 'what-is-your-minimum-order-quantity' });
    expect(JSON.stringify(section.questions[0]!.answer)).toContain('From 500 units.');
  });

  it('is left out with no question left', () => {
    expect(shape({ _key: 'a', _type: 'faqSection', title: 'Questions', questions: [null] })).toEqual([]);
  });
});

describe('a video section', () => {
  const video = {
    title: 'Decorating glass',
    slug: 'decorating-glass',
    description: 'How a plain stock bottle becomes a brand bottle.',
    provider: 'youtube',
    externalId: 'Vn8tR2wKc0E',
    image: asset(1600, 900, 'image-43aa69abb79fa25317d3799c7a688e4b7a33d870-1600x900-jpg'),
  };

  it('shows the poster at the player’s size, with the privacy-enhanced player for after the click', () => {
    const section = only('video', { _key: 'film', _type: 'videoSection', video });
    expect(section).toMatchObject({ title: 'Decorating glass', intro: 'How a plain stock bottle becomes a brand bottle.' });
    expect(section.poster).toMatchObject({ width: 1280, height: 720 });
    expect(section.player).toMatchObject({
      embedUrl: 'https://www.youtube-nocookie.com/embed/Vn8tR2wKc0E?autoplay=1',
      watchUrl: 'https://www.youtube.com/watch?v=Vn8tR2wKc0E',
    });
  });

  it('is left out when the video is gone or nothing could play', () => {
    expect(shape({ _key: 'a', _type: 'videoSection', video: null })).toEqual([]);
    expect(shape({ _key: 'b', _type: 'videoSection', video: { ...video, externalId: 'not an id' } })).toEqual([]);
  });
});

describe('a gallery section', () => {
  it('shows every image with its thumbnail and large image, portrait or landscape as the gallery is', () => {
    const section = only('gallery', {
      _key: 'gallery',
      _type: 'gallerySection',
      gallery: {
        title: 'Glass and closures',
        slug: 'glass-and-closures',
        description: 'Flacons, caps and collars.',
        images: [
          asset(1200, 1500, 'image-5c12b0406af16c4b3fea3ae41f5f117a932ea94c-1200x1500-jpg'),
          { alt: 'No file' },
          asset(1200, 1500, 'image-43aa69abb79fa25317d3799c7a688e4b7a33d870-1200x1500-jpg'),
        ],
      },
    });
    expect(section).toMatchObject({ title: 'Glass and closures', intro: 'Flacons, caps and collars.', orientation: 'portrait' });
    expect(section.images).toHaveLength(2);
    expect(section.images[0]!.thumb).toMatchObject({ width: 480, height: 600 });
    expect(section.images[0]!.caption).toBe('Heavy base');
  });

  it('is left out when the gallery is gone or has no image', () => {
    expect(shape({ _key: 'a', _type: 'gallerySection', gallery: null })).toEqual([]);
    expect(shape({ _key: 'b', _type: 'gallerySection', gallery: { title: 'Empty', images: [] } })).toEqual([]);
  });
});

describe('a parts section', () => {
  const part = (code: string, extra: Record<string, unknown> = {}) => ({
    _id: `component-${code.toLowerCase()}`,
    name: `Part ${code}`,
    code,
    slug: code.toLowerCase(),
    partType: 'bottle',
    range: { name: 'Albury', slug: 'albury' },
    capacityMl: 50,
    neckFinish: 'fea-15',
    material: 'glass-flint',
    finish: null,
    recycledContent: 0,
    minimumOrder: 500,
    decorationOptions: [],
    image: asset(800, 1000, 'image-5c12b0406af16c4b3fea3ae41f5f117a932ea94c-800x1000-jpg'),
    ...extra,
  });

  it('shows the parts as the catalogue’s cards, in the editor’s order; a part gone is left out', () => {
    const section = only('parts', {
      _key: 'parts',
      _type: 'partsSection',
      title: null,
      parts: [part('ALB-050'), null, part('AMW-P15-GD', { partType: 'pump' }), part('NO-SLUG', { slug: null })],
    });
    expect(section.title).toBeNull();
    expect(section.parts.map(({ slug, code, partType }) => [slug, code, partType])).toEqual([
      ['alb-050', 'ALB-050', 'bottle'],
      ['amw-p15-gd', 'AMW-P15-GD', 'pump'],
    ]);
    expect(section.parts[0]!.image).toMatchObject({ width: 400, height: 500 });
  });

  it('is left out with no part left', () => {
    expect(shape({ _key: 'a', _type: 'partsSection', title: 'Parts', parts: [null] })).toEqual([]);
  });
});

describe('the sections of a page', () => {
  it('keep the editor’s order and leave out those with nothing to show, or of a kind the site does not know', () => {
    const sections = shape(
      { _key: 'one', _type: 'figuresSection', title: null, figures: [{ value: '6', label: 'Finishes' }] },
      { _key: 'two', _type: 'quoteSection', testimonial: null },
      { _key: 'three', _type: 'somethingNew', title: 'Unknown' },
      { _key: 'four', _type: 'faqSection', title: null, questions: [{ title: 'Why?', slug: 'why', description: [] }] },
      { _type: 'figuresSection', figures: [{ value: '6', label: 'Finishes' }] },
    );
    expect(sections.map(({ key, kind }) => [key, kind])).toEqual([
      ['one', 'figures'],
      ['four', 'questions'],
    ]);
  });
});
