/**
 * An editor's page, section by section (the library of studio/schemaTypes/objects/sections.ts), each in the site's
 * own design, rendered on the server and working from the first paint: nothing here needs the page's script. The
 * first section, when it is a hero, is the page's opening (its one h1, the breadcrumbs); else the page's title is.
 */
import type { PartCard } from '../../catalogue/catalogue.ts';
import { PartGrid } from '../../catalogue/part-card.tsx';
import { BriefStart } from '../../contact/brief-start.tsx';
import { TestimonialCard, type Testimonial } from '../../home/testimonials-section.tsx';
import { LogoStrip, type ClientLogo } from '../../home/trust-section.tsx';
import { GalleryGrid, type GalleryGridImage } from '../../media/gallery-grid.tsx';
import { VideoPlayer, type VideoPlayerSource } from '../../media/video-player.tsx';
import type { ImageProps } from '../../sanity/images.ts';
import { CardGrid, type CardItem } from '../../ui/card-grid.tsx';
import { PageHeader, type Crumb } from '../../ui/page-header.tsx';
import type { RichTextBlock } from '../../ui/portable-text.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { ContentLinkTo, type ResolvedLink } from '../../ui/content-link.tsx';
import { FeatureRows, Figures, Questions, type FeatureRowData, type Question } from '../sections.tsx';

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

/** A section with an optional title: a region named by its h2 when it has one, else a plain band. */
function Band({ section, children }: { section: { key: string; title: string | null }; children: React.ReactNode }) {
  if (!section.title)
    return (
      <div className="section page-section">
        <div className="container">{children}</div>
      </div>
    );
  return (
    <section className="section page-section" aria-labelledby={`section-${section.key}`}>
      <div className="container">
        <h2 id={`section-${section.key}`} className="page-section__title">
          {section.title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** An h2 with its introduction beside it on a wide screen, as the home page's sections have them. */
function Heading({ id, title, intro }: { id: string; title: string; intro: string | null }) {
  return (
    <div className="section-heading">
      <h2 id={id}>{title}</h2>
      {intro && <p className="lead">{intro}</p>}
    </div>
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
        <section className="section page-section" aria-labelledby={`section-${section.key}`}>
          <div className="container">
            <Heading id={`section-${section.key}`} title={section.title} intro={section.intro} />
            <CardGrid items={section.cards} headingLevel="h3" />
          </div>
        </section>
      );
    case 'figures':
      // The figures name themselves; their list needs no label beside the section's title.
      return (
        <Band section={section}>
          <Figures items={section.figures} />
        </Band>
      );
    case 'quote':
      return (
        <div className="section section--stone page-section">
          <div className="container">
            <div className="testimonial page-quote">
              <TestimonialCard testimonial={section.testimonial} />
            </div>
          </div>
        </div>
      );
    case 'logos':
      // The strip runs the screen's width, outside the container; it is the region, named by the title when there is one.
      return (
        <div className="section page-section page-logos">
          {section.title && (
            <div className="container">
              <h2 className="page-section__title">{section.title}</h2>
            </div>
          )}
          <LogoStrip logos={section.logos} label={section.title ?? undefined} />
        </div>
      );
    case 'questions':
      return (
        <Band section={section}>
          <Questions items={section.questions} />
        </Band>
      );
    case 'video':
      return (
        <section className="section page-section" aria-labelledby={`section-${section.key}`}>
          <div className="container">
            <Heading id={`section-${section.key}`} title={section.title} intro={section.intro} />
            <VideoPlayer title={section.title} poster={section.poster} source={section.player} priority={false} />
          </div>
        </section>
      );
    case 'gallery':
      return (
        <section className="section page-section" aria-labelledby={`section-${section.key}`}>
          <div className="container">
            <Heading id={`section-${section.key}`} title={section.title} intro={section.intro} />
            <GalleryGrid images={section.images} orientation={section.orientation} label={section.title} opensPage={false} />
          </div>
        </section>
      );
    case 'parts':
      // Under the section's h2 the parts head h3; without one, h2 (the next level after the page's h1).
      return (
        <Band section={section}>
          <PartGrid parts={section.parts} headingLevel={section.title ? 'h3' : 'h2'} />
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
