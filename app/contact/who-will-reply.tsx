import { PersonCard, type Person } from '../pages/people.tsx';

/**
 * Beside the brief: the account managers who read it, with the reply time the
 * site promises, and that visits are by appointment (as the FAQ says). A buyer
 * writes more readily to a named person than to a form.
 */
export function WhoWillReply({ people, reply }: { people: Person[]; reply: string }) {
  if (people.length === 0) return null;
  return (
    <section className="repliers" aria-labelledby="repliers-title">
      <h2 id="repliers-title">Who will reply</h2>
      <p className="repliers__promise">{reply}</p>
      <ul className="repliers__list">
        {people.map((person) => (
          <li key={person.id}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
      <p className="repliers__visits">
        Visits to the studio and factory in Ware are by appointment, Monday to Friday: ask when you write, and we will arrange one.
      </p>
    </section>
  );
}
