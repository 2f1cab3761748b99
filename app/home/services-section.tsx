import { Link } from 'react-router';
import type { ImageProps } from '../sanity/images.ts';
import { Carousel } from '../ui/carousel.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { cataloguePath } from '../urls.ts';

interface ServiceCard {
  id: string;
  title: string;
  description: string | null;
  /** The service's quick facts in one line: "From 500 units · 10–14 weeks". */
  facts?: string | null;
  slug: string;
  image: ImageProps | null;
}

/** The services carousel (id "services"): a 600×400 card per service, to /services/{slug}. */
export function ServicesSection({ title, description, services }: { title: string; description: string; services: ServiceCard[] }) {
  return (
    <section id="services" className="section section--stone services-section" aria-labelledby="services-title">
      <div className="container">
        <div className="section-heading">
          <div>
            <span className="eyebrow">Services</span>
            <h2 id="services-title">{title}</h2>
          </div>
          <p className="lead">{description}</p>
        </div>
        <Carousel label="Our services">
          {services.map((service) => (
            <Link key={service.id} to={`/services/${service.slug}`} className="service-card" prefetch="intent">
              <div className="service-card__image">
                {service.image ? (
                  <ResponsiveImage image={service.image} />
                ) : (
                  <span className="service-card__placeholder" aria-hidden="true" />
                )}
              </div>
              <h3 className="service-card__title">{service.title}</h3>
              {service.description && <p className="service-card__text">{service.description}</p>}
              {service.facts && <p className="service-card__facts">{service.facts}</p>}
            </Link>
          ))}
        </Carousel>
        <p className="services-section__more">
          <Link to={cataloguePath} className="text-link" prefetch="intent">
            Browse the stock catalogue of bottles, pumps, collars and caps
          </Link>
        </p>
      </div>
    </section>
  );
}
