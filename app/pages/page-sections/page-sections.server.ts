/**
 * An editor's sections as the page shows them: each kind's fields from the
 * query (app/sanity/queries.ts `editorPageQuery`), its pictures sized, its
 * links resolved to where their pages are now (app/urls.ts `linkHref`), and a
 * section with nothing to show left out, so a half-filled draft never breaks
 * the page.
 */
import { partCards } from '../../catalogue/catalogue.server.ts';
import { clientLogo, testimonialCard } from '../../home/home.server.ts';
import { galleryImages } from '../../media/galleries.server.ts';
import { playerData, playerPoster } from '../../media/videos.server.ts';
import type { QueryResult } from '../../sanity/fetch.server.ts';
import { image } from '../../sanity/image.server.ts';
import { prepareRichText } from '../../sanity/portable-text.server.ts';
import type { editorPageQuery } from '../../sanity/queries.ts';
import type { CardItem } from '../../ui/card-grid.tsx';
import { resolveLink as sectionLink } from '../../ui/content-link.tsx';
import { figures, type CatalogueCounts } from '../figure-facts.ts';
import { question } from '../pages.server.ts';
import type { PageSection } from './page-sections.tsx';

type Row = NonNullable<NonNullable<QueryResult<typeof editorPageQuery>[number]>['sections']>[number];

const hero = { width: 2700, height: 1336, sizes: '100vw' } as const;
const beside = { width: 1200, height: 900, sizes: '(min-width: 64rem) 50vw, 100vw' } as const;
/** A card's 4:5 picture, as the services' cards have it (CardGrid says the sizes). */
const card = { width: 480, height: 600, sizes: '(min-width: 64rem) 30vw, (min-width: 40rem) 50vw, 7rem' } as const;

type CardRow = NonNullable<NonNullable<Extract<NonNullable<Row>, { _type?: 'cardsSection' | null }>['cards']>[number]>;

/** A card with its words, its picture and where it goes; a card whose link goes nowhere now (its page gone) stays, unlinked. */
function cardItem(row: CardRow | null, index: number): CardItem | null {
  if (!row?.title) return null;
  const link = sectionLink(row.link, row.title);
  return {
    key: row._key || String(index),
    to: link?.href ?? null,
    external: link?.external ?? false,
    title: row.title,
    text: row.text ?? null,
    image: image(row.image, card),
  };
}

function shape(row: Row, counts: CatalogueCounts | null | undefined): PageSection | null {
  if (!row?._key) return null;
  switch (row._type) {
    case 'heroSection':
      return row.title
        ? {
            kind: 'hero',
            key: row._key,
            eyebrow: row.eyebrow ?? null,
            title: row.title,
            text: row.text ?? null,
            image: image(row.image, hero),
            links: [sectionLink(row.primary), sectionLink(row.secondary)].filter((link) => link !== null),
          }
        : null;
    case 'richTextSection': {
      const body = prepareRichText(row.body);
      return body.length ? { kind: 'richText', key: row._key, title: row.title ?? null, body } : null;
    }
    case 'pageSection':
      return row.title
        ? {
            kind: 'textImage',
            key: row._key,
            row: {
              key: row._key,
              eyebrow: row.eyebrow ?? null,
              title: row.title,
              body: prepareRichText(row.body),
              image: image(row.image, beside),
              imagePosition: row.imagePosition ?? null,
            },
          }
        : null;
    case 'ctaSection': {
      const link = sectionLink(row.link);
      return row.title && link ? { kind: 'cta', key: row._key, title: row.title, text: row.text ?? null, link } : null;
    }
    case 'briefStartSection':
      return { kind: 'briefStart', key: row._key, intro: row.intro ?? null };
    case 'cardsSection': {
      const cards = (row.cards ?? []).flatMap((item, index) => cardItem(item, index) ?? []);
      return row.title && cards.length ? { kind: 'cards', key: row._key, title: row.title, intro: row.intro ?? null, cards } : null;
    }
    case 'figuresSection': {
      const items = figures(row.figures, { catalogue: counts });
      return items.length ? { kind: 'figures', key: row._key, title: row.title ?? null, figures: items } : null;
    }
    case 'quoteSection': {
      const testimonial = testimonialCard(row.testimonial);
      return testimonial ? { kind: 'quote', key: row._key, testimonial } : null;
    }
    case 'logosSection': {
      const logos = (row.logos ?? []).flatMap((logo) => clientLogo(logo) ?? []);
      return logos.length ? { kind: 'logos', key: row._key, title: row.title ?? null, logos } : null;
    }
    case 'faqSection': {
      const questions = (row.questions ?? []).flatMap((item) => question(item) ?? []);
      return questions.length ? { kind: 'questions', key: row._key, title: row.title ?? null, questions } : null;
    }
    case 'videoSection': {
      const video = row.video;
      // Nothing to play (its document gone, or an id the provider could not have issued): no poster that leads nowhere.
      const player = playerData(video?.provider, video?.externalId);
      return video?.title && player
        ? { kind: 'video', key: row._key, title: video.title, intro: video.description ?? null, poster: playerPoster(video.image), player }
        : null;
    }
    case 'gallerySection': {
      const { orientation, images } = galleryImages(row.gallery?.images ?? []);
      return row.gallery?.title && images.length
        ? { kind: 'gallery', key: row._key, title: row.gallery.title, intro: row.gallery.description ?? null, orientation, images }
        : null;
    }
    case 'partsSection': {
      const parts = partCards(row.parts);
      return parts.length ? { kind: 'parts', key: row._key, title: row.title ?? null, parts } : null;
    }
    default:
      return null;
  }
}

/**
 * The sections of a page, in the editor's order, those with nothing to show left out; `counts` are what the page's
 * figures about the catalogue show.
 */
export function pageSections(rows: readonly Row[] | null | undefined, counts?: CatalogueCounts | null): PageSection[] {
  return (rows ?? []).flatMap((row) => {
    const section = shape(row, counts);
    return section ? [section] : [];
  });
}
