import { Link } from 'react-router';
import { briefPath } from '../urls.ts';
import { enquiryTypes } from './brief-kinds.ts';

/**
 * The brief's first question, where a page starts a project (the launch
 * page's hero, so it is on the first screen of a phone): each answer a link
 * to the brief with it chosen, so the buyer starts with one tap, with or
 * without JavaScript.
 */
export function BriefStart() {
  return (
    <section className="brief-start" aria-labelledby="brief-start-title">
      <h2 id="brief-start-title" className="brief-start__title">
        What would you like us to make?
      </h2>
      <ul className="brief-start__list">
        {enquiryTypes.map((type) => (
          <li key={type.value}>
            <Link to={briefPath(type.value)} className="brief-start__choice" title={type.hint}>
              {type.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
