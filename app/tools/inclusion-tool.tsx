import { useMemo } from 'react';
import { formatMass, formatPercent, plain } from './calculators/format.ts';
import { INCLUSION_GROUPS, inclusionDefaults, runInclusion, type InclusionRates } from './calculators/inclusion-rates.ts';
import { NumberField, SelectField } from './fields.tsx';
import { Details, Figures, TableWrap, ToolFrame, type ToolFrameProps } from './tool-layout.tsx';
import { useToolForm } from './use-tool-form.ts';

const labels = { category: 'Product', batch: 'Batch size' };

const range = (min: number, max: number) => `${plain(min, 2)}–${formatPercent(max)}`;

export function InclusionTool({ frame, rates }: { frame: ToolFrameProps; rates: InclusionRates }) {
  const defaults = useMemo(() => inclusionDefaults(rates), [rates]);
  const form = useToolForm(defaults);
  const { input, errors, result, summary } = useMemo(() => runInclusion(form.values, rates), [form.values, rates]);
  const groups = INCLUSION_GROUPS.map((group) => ({ ...group, categories: rates.categories.filter((c) => c.group === group.key) })).filter(
    (group) => group.categories.length > 0,
  );

  const fields = (
    <>
      <SelectField
        name="category"
        label={labels.category}
        groups={groups.map((group) => ({ label: group.name, options: group.categories.map((c) => ({ value: c.key, label: c.name })) }))}
      />
      <NumberField
        name="batch"
        label={labels.batch}
        unit="kg"
        unitLabel="in kilograms"
        size="short"
        hint="The finished batch, fragrance included (0.5 for 500 g)"
      />
    </>
  );

  const table = (
    <div className="container tool-reference">
      <span className="eyebrow">Reference</span>
      <h2 id="loads-title">Typical fragrance loads</h2>
      <TableWrap label="Typical fragrance loads by product">
        <table className="tool-table tool-table--reference" aria-labelledby="loads-title">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Range</th>
              <th scope="col">Typical</th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.key}>
              <tr className="tool-table__group">
                <th scope="colgroup" colSpan={3}>
                  {group.name}
                </th>
              </tr>
              {group.categories.map((category) => (
                <tr key={category.key} data-current={result?.category.key === category.key || undefined}>
                  <th scope="row">
                    {category.name}
                    {category.note && <span className="tool-table__note">{category.note}</span>}
                  </th>
                  <td className="tool-num">{range(category.minPercent, category.maxPercent)}</td>
                  <td className="tool-num">{formatPercent(category.typicalPercent)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </TableWrap>
      <p className="tool-compliance">{rates.complianceNote}</p>
    </div>
  );

  return (
    <ToolFrame
      frame={frame}
      form={form}
      errors={errors}
      labels={labels}
      resultTitle="Fragrance for your batch"
      summary={summary}
      basis={input && result ? `${result.category.name}, a batch of ${formatMass(result.batchG)}` : null}
      fields={fields}
      after={table}
      result={
        result && (
          <>
            <Figures
              items={[
                {
                  label: `Typical, ${formatPercent(result.typical.percent)}`,
                  value: formatMass(result.typical.fragranceG),
                  detail: `${formatMass(result.typical.baseG)} of base`,
                  emphasis: true,
                },
                { label: `Least, ${formatPercent(result.min.percent)}`, value: formatMass(result.min.fragranceG) },
                { label: `Most, ${formatPercent(result.max.percent)}`, value: formatMass(result.max.fragranceG) },
              ]}
            />
            <Details
              rows={[
                {
                  label: 'Recommended load',
                  value: `${range(result.category.minPercent, result.category.maxPercent)} by weight, typically ${formatPercent(result.category.typicalPercent)}`,
                },
                { label: 'Batch', value: `${formatMass(result.batchG)} finished product` },
                ...(result.category.note ? [{ label: 'Note', value: result.category.note }] : []),
              ]}
            />
            <p className="tool-compliance" role="note">
              <strong>IFRA limits apply.</strong> {result.complianceNote}
            </p>
          </>
        )
      }
    />
  );
}
