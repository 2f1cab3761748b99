import { Link } from 'react-router';
import type { ImageProps } from '../sanity/images.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

/** The About section of the home page (id "about"): image, title, description and a link to /about. */
export function AboutSection({ about }: { about: { title: string; description: string; linkText: string; image: ImageProps | null } }) {
  return (
    <section id="about" className="section about-section" aria-labelledby="about-title">
      <div className="container about-section__grid">
        <div className="about-section__image">{about.image && <ResponsiveImage image={about.image} />}</div>
        <div className="about-section__text">
          <span className="eyebrow">About us</span>
          <h2 id="about-title">{about.title}</h2>
          <p className="lead">{about.description}</p>
          <Link to="/about" className="text-link" prefetch="intent">
            {about.linkText}
          </Link>
        </div>
      </div>
    </section>
  );
}
