/**
 * An editor's page, section by section (the library of studio/schemaTypes/objects/sections.ts), each in the site's
 * own design, rendered on the server and working from the first paint: nothing here needs the page's script. The
 * first section, when it is a hero, is the page's opening (its one h1, the breadcrumbs); else the page's title is.
 */
import { Suspense } from 'react';
import type { PartCard } from '../../catalogue/catalogue.ts';
import { BriefStart } from '../../contact/brief-start.tsx';
import type { Testimonial } from '../../home/testimonials-section.tsx';
import type { ClientLogo } from '../../home/trust-section.tsx';
import type { GalleryGridImage } from '../../media/gallery-grid.tsx';
import type { VideoPlayerSource } from '../../media/video-player.tsx';
import type { ImageProps } from '../../sanity/images.ts';
import { CardGrid, type CardItem } from '../../ui/card-grid.tsx';
import { PageHeader, type Crumb } from '../../ui/page-header.tsx';
import type { RichTextBlock } from '../../ui/portable-text.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { ContentLinkTo, type ResolvedLink } from '../../ui/content-link.tsx';
import { FeatureRows, Figures, Questions, type FeatureRowData, type Question } from '../sections.tsx';
import { Band, IntroducedBand } from './bands.tsx';
import { LazyShownSection, type ShownSectionKind } from './shown.ts';

/** A link of a section: its words, where it goes now, and whether that is another site. */
export type SectionLink = ResolvedLink;

export type PageSection =
  | {
      kind: 'hero';
      key: string;
      eyebrow: string | null;
      title: string;
      text: string | null;
      image: ImageProps | null;
      links: SectionLink[];
    }
  | { kind: 'richText'; key: string; title: string | null; body: RichTextBlock[] }
  | { kind: 'textImage'; key: string; row: FeatureRowData }
  | { kind: 'cta'; key: string; title: string; text: string | null; link: SectionLink }
  | { kind: 'briefStart'; key: string; intro: string | null }
  | { kind: 'cards'; key: string; title: string; intro: string | null; cards: CardItem[] }
  | { kind: 'figures'; key: string; title: string | null; figures: { value: string; label: string }[] }
  | { kind: 'quote'; key: string; testimonial: Testimonial }
  | { kind: 'logos'; key: string; title: string | null; logos: ClientLogo[] }
  | { kind: 'questions'; key: string; title: string | null; questions: Question[] }
  | { kind: 'video'; key: string; title: string; intro: string | null; poster: ImageProps | null; player: VideoPlayerSource }
  | {
      kind: 'gallery';
      key: string;
      title: string;
      intro: string | null;
      orientation: 'portrait' | 'landscape';
      images: GalleryGridImage[];
    }
  | { kind: 'parts'; key: string; title: string | null; parts: PartCard[] };

function Buttons({ links }: { links: SectionLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="page-section__actions">
      {links.map((link, index) => (
        <ContentLinkTo key={link.href} link={link} className={index === 0 ? 'button' : 'button button--outline'} />
      ))}
    </div>
  );
}

/** A hero that is not the page's opening: a band with its picture, its title an h2. */
function HeroBand({ section }: { section: Extract<PageSection, { kind: 'hero' }> }) {
  return (
    <section className="section page-section page-hero" aria-labelledby={`section-${section.key}`}>
      <div className="container page-header__grid" data-with-image={Boolean(section.image)}>
        <div>
          {section.eyebrow && <span className="eyebrow">{section.eyebrow}</span>}
          <h2 id={`section-${section.key}`}>{section.title}</h2>
          {section.text && <p className="lead">{section.text}</p>}
          <Buttons links={section.links} />
        </div>
        {section.image && (
          <div className="page-header__image">
            <ResponsiveImage image={section.image} sizes="(min-width: 64rem) 40vw, 100vw" />
          </div>
        )}
      </div>
    </section>
  );
}

/** A section drawn by the module of its own (shown.ts): in the server's HTML at once, alive in the browser once it arrives. */
function Shown({ section }: { section: ShownSectionKind }) {
  return (
    <Suspense fallback={null}>
      <LazyShownSection section={section} />
    </Suspense>
  );
}

function Section({ section }: { section: PageSection }) {
  switch (section.kind) {
    case 'hero':
      return <HeroBand section={section} />;
    case 'richText':
      return (
        <section className="section page-section" aria-labelledby={section.title ? `section-${section.key}` : undefined}>
          <div className="container page-section__text">
            {section.title && <h2 id={`section-${section.key}`}>{section.title}</h2>}
            <RichText value={section.body} />
          </div>
        </section>
      );
    case 'textImage':
      return (
        <div className="section page-section">
          <div className="container">
            <FeatureRows rows={[section.row]} />
          </div>
        </div>
      );
    case 'cta':
      return (
        <section className="section section--deep contact-cta page-section" aria-labelledby={`section-${section.key}`}>
          <div className="container contact-cta__inner">
            <h2 id={`section-${section.key}`}>{section.title}</h2>
            {section.text && <p className="lead">{section.text}</p>}
            <div className="contact-cta__actions">
              <ContentLinkTo link={section.link} className="button button--light" />
            </div>
          </div>
        </section>
      );
    case 'quote':
    case 'logos':
    case 'video':
    case 'gallery':
    case 'parts':
      // Their pieces (the player, the gallery's viewer, the part cards, the quote and the logos) come with their own
      // module, fetched once the page is alive and only where a page shows them: until then their server HTML is the
      // section (links to the film, the larger pictures, the parts), as it is without the script.
      return <Shown section={section} />;
    case 'briefStart':
      return (
        <div className="section page-section">
          <div className="container page-section__text">
            {section.intro && <p className="lead">{section.intro}</p>}
            <BriefStart />
          </div>
        </div>
      );
    case 'cards':
      return (
        <IntroducedBand section={section}>
          <CardGrid items={section.cards} headingLevel="h3" />
        </IntroducedBand>
      );
    case 'figures':
      // The figures name themselves; their list needs no label beside the section's title.
      return (
        <Band section={section}>
          <Figures items={section.figures} />
        </Band>
      );
    case 'questions':
      return (
        <Band section={section}>
          <Questions items={section.questions} />
        </Band>
      );
  }
}

/** The page: its opening (the first hero, or its title), then every other section in the editor's order. */
export function PageSections({
  title,
  intro,
  trail,
  sections,
}: {
  title: string;
  intro: string | null;
  trail: Crumb[];
  sections: PageSection[];
}) {
  const [first, ...rest] = sections;
  const opening = first?.kind === 'hero' ? first : null;
  return (
    <>
      {opening ? (
        <PageHeader title={opening.title} eyebrow={opening.eyebrow} intro={opening.text} image={opening.image} trail={trail}>
          <Buttons links={opening.links} />
        </PageHeader>
      ) : (
        <PageHeader title={title} intro={intro} trail={trail} />
      )}
      {(opening ? rest : sections).map((section) => (
        <Section key={section.key} section={section} />
      ))}
    </>
  );
}
