import { useCallback, useMemo } from 'react';
import { formatMass, formatPercent, formatQuantity, formatVolume, plain } from './calculators/format.ts';
import { fragranceDefaults, runFragrance, type Amount, type FragranceRates, type Parts } from './calculators/fragrance.ts';
import type { FormValues } from './calculators/parse.ts';
import { NumberField, SelectField } from './fields.tsx';
import { Details, Figures, TableWrap, ToolFrame, Warnings, type ToolFrameProps } from './tool-layout.tsx';
import { useToolForm } from './use-tool-form.ts';

const labels = {
  type: 'Product type',
  size: 'Bottle size',
  units: 'Number of units',
  concentration: 'Concentration',
  overage: 'Filling overage',
};

export function FragranceTool({ frame, rates }: { frame: ToolFrameProps; rates: FragranceRates }) {
  const defaults = useMemo(() => fragranceDefaults(rates), [rates]);
  // A new product type brings its suggested concentration.
  const adjust = useCallback(
    (name: string, next: FormValues) => {
      if (name !== 'type') return next;
      const type = rates.productTypes.find((t) => t.key === next.type);
      return type ? { ...next, concentration: plain(type.defaultPercent, 2) } : next;
    },
    [rates],
  );
  const form = useToolForm(defaults, adjust);
  const { input, errors, result, summary } = useMemo(() => runFragrance(form.values, rates), [form.values, rates]);
  const selected = rates.productTypes.find((t) => t.key === form.values.type);

  const fields = (
    <>
      <SelectField
        name="type"
        label={labels.type}
        options={rates.productTypes.map((t) => ({
          value: t.key,
          label: `${t.name} (${plain(t.minPercent, 2)}–${plain(t.maxPercent, 2)} %)`,
        }))}
      />
      <div className="tool-field-row">
        <NumberField name="size" label={labels.size} unit="ml" unitLabel="in millilitres" size="short" />
        <NumberField name="units" label={labels.units} integer size="short" />
      </div>
      <div className="tool-field-row">
        <NumberField
          name="concentration"
          label={labels.concentration}
          unit="%"
          unitLabel="per cent fragrance oil"
          size="short"
          hint={
            selected
              ? `${selected.name}: usually ${plain(selected.minPercent, 2)}–${formatPercent(selected.maxPercent)}`
              : 'Fragrance oil as a share of the finished product'
          }
        />
        <NumberField
          name="overage"
          label={labels.overage}
          unit="%"
          unitLabel="per cent"
          size="short"
          hint="Extra to allow for filling losses"
        />
      </div>
    </>
  );

  const amount = (a: Amount) => (
    <>
      <span className="tool-num">{formatVolume(a.ml)}</span>
      <span className="tool-num tool-num--sub">{formatMass(a.g)}</span>
    </>
  );

  const rows = (label: string, pick: (p: Parts) => Amount) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      <td>{result && amount(pick(result.perUnit))}</td>
      <td>{result && amount(pick(result.batch))}</td>
      <td>{result && amount(pick(result.batchWithOverage))}</td>
    </tr>
  );

  return (
    <ToolFrame
      frame={frame}
      form={form}
      errors={errors}
      labels={labels}
      resultTitle="Your batch"
      summary={summary}
      basis={
        input && result
          ? `${formatQuantity(input.units)} × ${plain(input.bottleMl, 2)} ml ${result.productType.name.toLowerCase()} at ${formatPercent(input.concentrationPercent)}, with ${formatPercent(input.overagePercent)} overage`
          : null
      }
      fields={fields}
      result={
        result && (
          <>
            <Warnings items={result.warnings} />
            <Figures
              items={[
                {
                  label: 'Fragrance oil',
                  value: formatVolume(result.batchWithOverage.oil.ml),
                  detail: formatMass(result.batchWithOverage.oil.g),
                  emphasis: true,
                },
                {
                  label: 'Alcohol',
                  value: formatVolume(result.batchWithOverage.alcohol.ml),
                  detail: formatMass(result.batchWithOverage.alcohol.g),
                },
                {
                  label: 'Water',
                  value: formatVolume(result.batchWithOverage.water.ml),
                  detail: formatMass(result.batchWithOverage.water.g),
                },
              ]}
            />
            <p className="tool-result__note">For the whole batch, overage included.</p>
            <TableWrap label="Quantities per bottle and per batch">
              <table className="tool-table">
                <caption className="visually-hidden">
                  Oil, alcohol and water per bottle, per batch and per batch with overage, in millilitres and grams
                </caption>
                <thead>
                  <tr>
                    <td />
                    <th scope="col">Per bottle</th>
                    <th scope="col">Batch</th>
                    <th scope="col">With overage</th>
                  </tr>
                </thead>
                <tbody>
                  {rows('Oil', (p) => p.oil)}
                  {rows('Alcohol', (p) => p.alcohol)}
                  {rows('Water', (p) => p.water)}
                </tbody>
                <tfoot>{rows('Total', (p) => p.total)}</tfoot>
              </table>
            </TableWrap>
            <Details
              label="Formula"
              rows={[
                {
                  label: 'Formula by volume',
                  value: `${formatPercent(result.percentages.oil)} oil, ${formatPercent(result.percentages.alcohol)} alcohol, ${formatPercent(result.percentages.water)} water`,
                },
                { label: 'Overage', value: `${formatVolume(result.overageMl)} extra for filling losses` },
                {
                  label: 'Densities',
                  value: `oil ${plain(rates.oilDensity, 3)} g/ml, alcohol ${plain(rates.alcoholDensity, 3)} g/ml, water ${plain(rates.waterDensity, 3)} g/ml`,
                },
              ]}
            />
          </>
        )
      }
    />
  );
}
