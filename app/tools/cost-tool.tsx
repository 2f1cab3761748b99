import { useMemo } from 'react';
import {
  COMPONENT_LABELS,
  componentOptions,
  costDefaults,
  FRAGRANCE_SOURCES,
  runCost,
  type CostLine,
  type CostRates,
} from './calculators/cost.ts';
import { formatCount, formatMass, formatPence, formatPercent, plain } from './calculators/format.ts';
import { NumberField, SelectField } from './fields.tsx';
import { Figures, Notices, TableWrap, ToolFrame, Warnings, type ToolFrameProps } from './tool-layout.tsx';
import { useToolForm } from './use-tool-form.ts';
import { SEPARATOR } from '../ui/format.ts';

/** Parts by the unit; the liquids in the kilograms or litres bought for the run, to the gram and the millilitre. */
function quantityOf(line: CostLine): string {
  if (line.unit === 'unit') return formatCount(line.quantity);
  return `${plain(line.quantity, 3)}\u00a0${line.unit === 'kg' ? 'kg' : 'L'}`;
}

export function CostTool({ frame, rates }: { frame: ToolFrameProps; rates: CostRates }) {
  const defaults = useMemo(() => costDefaults(rates), [rates]);
  const form = useToolForm(defaults);
  const { input, errors, result, summary } = useMemo(() => runCost(form.values, rates), [form.values, rates]);
  const components = componentOptions(rates);
  const library = form.values.fragrance === 'library';
  const choices = components.filter((c) => c.options.length > 1);
  const included = components.filter((c) => c.options.length === 1).map((c) => c.options[0]!);
  const labels: Record<string, string> = {
    size: 'Bottle size',
    quantity: 'Quantity',
    fragrance: 'Fragrance',
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
      <SelectField
        name="fragrance"
        label={labels.fragrance!}
        options={FRAGRANCE_SOURCES.map((source) => ({ value: source.value, label: source.label }))}
        hint={
          library
            ? `Priced at our library rate, ${formatPence(rates.libraryOilPricePencePerKg)} a kilogram of oil`
            : 'You give its price per kilogram'
        }
      />
      <div className="tool-field-row">
        <NumberField name="concentration" label={labels.concentration!} unit="%" unitLabel="per cent fragrance oil" size="short" />
        {/* A library fragrance has its price: the buyer is not asked for one. */}
        {!library && <NumberField name="oil" label={labels.oil!} prefix="£" unit="/kg" unitLabel="in pounds per kilogram" size="short" />}
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
          ? `${formatCount(input.quantity)} × ${plain(input.bottleMl, 2)} ml at ${formatPercent(input.concentrationPercent)}, ${input.fragrance === 'library' ? 'a fragrance from our library at' : 'oil at'} ${formatPence(input.oilPricePencePerKg)} per kg`
          : null
      }
      fields={fields}
      result={
        result && (
          <>
            {result.belowMinimum && (
              <Warnings
                items={[
                  `Our runs start at ${formatCount(result.quantity)} units. You asked for ${formatCount(result.requestedQuantity)}, so these figures are for ${formatCount(result.quantity)}, the smallest run we make.`,
                ]}
              />
            )}
            <Figures
              items={[
                {
                  label: result.belowMinimum ? `Per unit at ${formatCount(result.quantity)}, all in` : 'Per unit, all in',
                  value: formatPence(result.allInUnitPence),
                  detail: result.belowMinimum
                    ? `Below our ${formatCount(result.quantity)}-unit minimum: you asked for ${formatCount(result.requestedQuantity)}`
                    : `The total ÷ ${formatCount(result.quantity)} units`,
                  emphasis: true,
                },
                { label: 'Total', value: formatPence(result.totalPence), detail: rates.priceBasis },
                { label: 'Of which set-up', value: formatPence(result.setupPence), detail: 'Tooling, plates and line set-up, once' },
              ]}
            />
            <TableWrap label="Cost breakdown">
              <table className="tool-table tool-table--cost">
                <caption className="tool-table__caption">
                  Breakdown for {formatCount(result.quantity)} units, parts at{' '}
                  {result.tier ? `${formatPercent(result.tier.unitPricePercent)} of list price` : 'list price'} ({rates.priceBasis})
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Each</th>
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {result.lines.map((line) => (
                    <tr key={line.key}>
                      <th scope="row">
                        {line.label}
                        {line.kind === 'oil' && <span className="tool-table__note">{formatMass(result.oilGPerUnit)} a unit</span>}
                        {line.surplus > 0 && (
                          <span className="tool-table__note">
                            Minimum {formatCount(line.quantity)}: {formatCount(line.surplus)} kept for your next run
                          </span>
                        )}
                      </th>
                      <td className="tool-num">{quantityOf(line)}</td>
                      <td className="tool-num">
                        {formatPence(line.eachPence)}
                        {line.unit !== 'unit' && <span className="tool-table__note">{line.unit === 'kg' ? 'a kg' : 'a litre'}</span>}
                      </td>
                      <td className="tool-num">{formatPence(line.totalPence)}</td>
                    </tr>
                  ))}
                </tbody>
                <tbody>
                  <tr className="tool-table__subtotal">
                    <th scope="row" colSpan={3}>
                      Subtotal
                    </th>
                    <td className="tool-num">{formatPence(result.subtotalPence)}</td>
                  </tr>
                  {result.lines
                    .filter((line) => line.setupPence > 0)
                    .map((line) => (
                      <tr key={`${line.key}-setup`} className="tool-table__setup">
                        <th scope="row" colSpan={3}>
                          Set-up, once: {line.label.charAt(0).toLowerCase() + line.label.slice(1)}
                        </th>
                        <td className="tool-num">{formatPence(line.setupPence)}</td>
                      </tr>
                    ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      Total <span className="tool-table__note">{rates.priceBasis}</span>
                    </th>
                    <td className="tool-num">{formatPence(result.totalPence)}</td>
                  </tr>
                  <tr className="tool-table__per-unit">
                    <th scope="row" colSpan={3}>
                      Per unit, all in <span className="tool-table__note">The total ÷ {formatCount(result.quantity)}, to the penny</span>
                    </th>
                    <td className="tool-num">{formatPence(result.allInUnitPence)}</td>
                  </tr>
                </tfoot>
              </table>
            </TableWrap>
            <Notices items={result.notices} />
            <TableWrap label="Prices by quantity">
              <table className="tool-table">
                <caption className="tool-table__caption">By quantity, with your choices ({rates.priceBasis})</caption>
                <thead>
                  <tr>
                    <th scope="col">Run of</th>
                    <th scope="col">Price level</th>
                    <th scope="col">Total</th>
                    <th scope="col">Per unit, all in</th>
                  </tr>
                </thead>
                <tbody>
                  {result.tiers.map((tier) => (
                    <tr key={tier.minQuantity} data-current={tier.current || undefined}>
                      <th scope="row">
                        {formatCount(tier.minQuantity)}
                        {tier.current && <span className="tool-table__note">Your run</span>}
                      </th>
                      <td className="tool-num">{formatPercent(tier.unitPricePercent)}</td>
                      <td className="tool-num">{formatPence(tier.totalPence)}</td>
                      <td className="tool-num">{formatPence(tier.allInUnitPence)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </>
        )
      }
    />
  );
}
