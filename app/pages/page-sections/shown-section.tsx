/**
 * The sections of an editor's page that show another area's pieces (a quote, the logo strip, a video, a gallery,
 * catalogue parts): a module of their own, loaded only by a page that has one of them (page-sections.tsx), so that
 * every other page of the catch-all route (the not-found page among them) carries none of their script.
 */
import { PartGrid } from '../../catalogue/part-card.tsx';
import { TestimonialCard } from '../../home/testimonials-section.tsx';
import { LogoStrip } from '../../home/trust-section.tsx';
import { GalleryGrid } from '../../media/gallery-grid.tsx';
import { VideoPlayer } from '../../media/video-player.tsx';
import { Band, IntroducedBand } from './bands.tsx';
import type { ShownSectionKind } from './shown.ts';

export default function ShownSection({ section }: { section: ShownSectionKind }) {
  switch (section.kind) {
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
    case 'video':
      return (
        <IntroducedBand section={section}>
          <VideoPlayer title={section.title} poster={section.poster} source={section.player} priority={false} />
        </IntroducedBand>
      );
    case 'gallery':
      return (
        <IntroducedBand section={section}>
          <GalleryGrid images={section.images} orientation={section.orientation} label={section.title} opensPage={false} />
        </IntroducedBand>
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
