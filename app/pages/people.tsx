import type { ImageProps } from '../sanity/images.ts';
import { initials } from '../ui/initials.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

/** A team member as a card shows them. */
export interface Person {
  id: string;
  name: string;
  role: string;
  about: string | null;
  email: string | null;
  photo: ImageProps | null;
}

/** One person: photo (or their initials without one, decision 0036), name, role, a line about them, their e-mail if given. */
export function PersonCard({ person, Heading = 'h3' }: { person: Person; Heading?: 'h3' | 'h4' }) {
  return (
    <article className="person">
      {person.photo ? (
        <ResponsiveImage image={{ ...person.photo, alt: person.photo.alt || `Portrait of ${person.name}` }} className="person__photo" />
      ) : (
        <span className="person__photo person__photo--monogram" aria-hidden="true">
          {initials(person.name)}
        </span>
      )}
      <Heading className="person__name">{person.name}</Heading>
      <p className="caps-label person__role">{person.role}</p>
      {person.about && <p className="person__about">{person.about}</p>}
      {person.email && (
        <p className="person__email">
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </p>
      )}
    </article>
  );
}

/** /about: "The people you will work with", every team member by display order. */
export function PeopleSection({ people }: { people: Person[] }) {
  if (people.length === 0) return null;
  return (
    <section className="section people" aria-labelledby="people-title">
      <div className="container">
        <div className="section-heading">
          <div>
            <span className="eyebrow">Our team</span>
            <h2 id="people-title">The people you will work with</h2>
          </div>
          <p className="section-heading__action people__intro">
            A brief is read by an account manager, who stays with it to the first delivery and brings in the specialists below.
          </p>
        </div>
        <ul className="people__list">
          {people.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
