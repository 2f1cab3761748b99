import type { SustainabilityRow } from './service-facts.ts';

const COLUMNS = ['Recycled content', 'Refillable', 'Mono-material', 'Recyclable'] as const;

/**
 * What each material or range is made of and where it goes, as a table a
 * buyer can compare across: a caption, a header cell for every column and
 * row, and every answer in words. On a phone each row stands as a card with
 * its answers labelled (pages.css); the roles are spelled out because
 * browsers drop a table's semantics once its CSS display changes, and the
 * card's labels are hidden from screen readers, which announce the headers.
 */
export function SustainabilityTable({
  rows,
  note,
  subject,
}: {
  rows: SustainabilityRow[];
  note: string | null;
  /** What the rows are the materials of ("Glass", "Secondary packaging"), for the caption. */
  subject: string;
}) {
  if (rows.length === 0) return null;
  return (
    <section className="section" aria-labelledby="sustainability-title">
      <div className="container">
        <span className="eyebrow">Sustainability</span>
        <h2 id="sustainability-title">What it is made of, and where it goes</h2>
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles are kept for the phone layout, see above */}
        <table className="sustainability" role="table">
          <caption className="sustainability__caption">{`${subject} materials: recycled content, refills and recycling`}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Material or range
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={row.key} role="row">
                <th scope="row" role="rowheader">
                  {row.name}
                  {row.note && <span className="sustainability__note">{row.note}</span>}
                </th>
                {[row.recycledContent, row.refillable, row.monoMaterial, row.recyclable].map((answer, index) => (
                  <td key={COLUMNS[index]} role="cell" data-answer={answer}>
                    <span className="sustainability__label" aria-hidden="true">
                      {COLUMNS[index]}
                    </span>
                    {answer}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
        {note && <p className="sustainability__footnote">{note}</p>}
      </div>
    </section>
  );
}
