import { useMemo } from 'react';
import { COMPONENT_LABELS, componentOptions, costDefaults, runCost, type CostRates } from './calculators/cost.ts';
import { formatCount, formatMass, formatPence, formatPercent, plain } from './calculators/format.ts';
import { NumberField, SelectField } from './fields.tsx';
import { Figures, Notices, TableWrap, ToolFrame, type ToolFrameProps } from './tool-layout.tsx';
import { useToolForm } from './use-tool-form.ts';
import { SEPARATOR } from '../ui/format.ts';

export function CostTool({ frame, rates }: { frame: ToolFrameProps; rates: CostRates }) {
  const defaults = useMemo(() => costDefaults(rates), [rates]);
  const form = useToolForm(defaults);
  const { input, errors, result, summary } = useMemo(() => runCost(form.values, rates), [form.values, rates]);
  const components = componentOptions(rates);
  const choices = components.filter((c) => c.options.length > 1);
  const included = components.filter((c) => c.options.length === 1).map((c) => c.options[0]!);
  const labels: Record<string, string> = {
    size: 'Bottle size',
    quantity: 'Quantity',
    concentration: 'Concentration',
    oil: 'Fragrance oil price',
    ...Object.fromEntries(components.map((c) => [c.component, COMPONENT_LABELS[c.component]])),
  };

  const fields = (
    <>
      <div className="tool-field-row">
        <NumberField name="size" label={labels.size!} unit="ml" unitLabel="in millilitres" size="short" />
        <NumberField name="quantity" label={labels.quantity!} integer size="short" hint="Units in the run" />
      </div>
      <div className="tool-field-row">
        <NumberField name="concentration" label={labels.concentration!} unit="%" unitLabel="per cent fragrance oil" size="short" />
        <NumberField name="oil" label={labels.oil!} prefix="£" unit="/kg" unitLabel="in pounds per kilogram" size="short" />
      </div>
      {choices.map(({ component, options }) => {
        const chosen = options.find((o) => o.option === form.values[component]);
        const terms = chosen
          ? [
              chosen.unitPricePence > 0 && `${formatPence(chosen.unitPricePence)} a unit at list price`,
              chosen.setupPence > 0 && `${formatPence(chosen.setupPence)} set-up`,
              chosen.minimumQuantity > 0 && `from ${formatCount(chosen.minimumQuantity)} units`,
            ]
              .filter(Boolean)
              .join(SEPARATOR)
          : '';
        return (
          <SelectField
            key={component}
            name={component}
            label={labels[component]!}
            options={options.map((o) => ({ value: o.option, label: o.name }))}
            hint={terms || undefined}
          />
        );
      })}
      {included.length > 0 && (
        <div className="tool-field">
          <p className="tool-field__label">Always included</p>
          <ul className="tool-included">
            {included.map((c) => (
              <li key={c.key}>{c.name}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );

  return (
    <ToolFrame
      frame={frame}
      form={form}
      errors={errors}
      labels={labels}
      resultTitle="Your cost per unit"
      summary={summary}
      basis={
        input
          ? `${formatCount(input.quantity)} × ${plain(input.bottleMl, 2)} ml at ${formatPercent(input.concentrationPercent)}, oil at ${formatPence(input.oilPricePencePerKg)} per kg`
          : null
      }
      fields={fields}
      result={
        result && (
          <>
            <Figures
              items={[
                {
                  label: 'Per unit, all in',
                  value: formatPence(result.allInUnitPence),
                  detail: 'Set-up spread over the run',
                  emphasis: true,
                },
                { label: 'Per unit', value: formatPence(result.unitPence), detail: 'Before set-up' },
                { label: 'Total', value: formatPence(result.totalPence), detail: `${formatPence(result.setupPence)} set-up` },
              ]}
            />
            <TableWrap label="Cost breakdown">
              <table className="tool-table">
                <caption className="tool-table__caption">
                  Breakdown
                  {result.tier ? `, ${formatPercent(result.tier.unitPricePercent)} of list price at this quantity` : ', at list price'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Per unit</th>
                    <th scope="col">{formatCount(result.quantity)} units</th>
                  </tr>
                </thead>
                <tbody>
                  {result.lines.map((line) => (
                    <tr key={line.key}>
                      <th scope="row">
                        {line.label}
                        {line.kind === 'oil' && <span className="tool-table__note">{formatMass(result.oilGPerUnit)} a unit</span>}
                      </th>
                      <td className="tool-num">{formatPence(line.unitPence)}</td>
                      <td className="tool-num">{formatPence(line.totalPence)}</td>
                    </tr>
                  ))}
                  {result.lines
                    .filter((line) => line.setupPence > 0)
                    .map((line) => (
                      <tr key={`${line.key}-setup`} className="tool-table__setup">
                        <th scope="row">Set-up: {line.label.charAt(0).toLowerCase() + line.label.slice(1)}</th>
                        <td className="tool-num">–</td>
                        <td className="tool-num">{formatPence(line.setupPence)}</td>
                      </tr>
                    ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td className="tool-num">{formatPence(result.unitPence)}</td>
                    <td className="tool-num">{formatPence(result.totalPence)}</td>
                  </tr>
                </tfoot>
              </table>
            </TableWrap>
            <TableWrap label="Prices by quantity">
              <table className="tool-table">
                <caption className="tool-table__caption">By quantity, with your choices</caption>
                <thead>
                  <tr>
                    <th scope="col">From</th>
                    <th scope="col">Price level</th>
                    <th scope="col">Per unit</th>
                    <th scope="col">All in</th>
                  </tr>
                </thead>
                <tbody>
                  {result.tiers.map((tier) => (
                    <tr key={tier.minQuantity} data-current={tier.current || undefined}>
                      <th scope="row">
                        {formatCount(tier.minQuantity)}
                        {tier.current && <span className="tool-table__note">Your quantity</span>}
                      </th>
                      <td className="tool-num">{formatPercent(tier.unitPricePercent)}</td>
                      <td className="tool-num">{formatPence(tier.unitPence)}</td>
                      <td className="tool-num">{formatPence(tier.allInUnitPence)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <Notices items={result.notices} />
          </>
        )
      }
    />
  );
}
