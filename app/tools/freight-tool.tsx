import { useMemo } from 'react';
import { formatCm, formatCount, formatKg, formatM3, formatPence, plain } from './calculators/format.ts';
import {
  countryInSentence,
  formatBand,
  freightDefaults,
  inSentence,
  palletCount,
  runFreight,
  type FreightResult,
  type FreightRates,
  type Shipping,
} from './calculators/freight.ts';
import { FieldGroup, NumberField, SelectField } from './fields.tsx';
import { Details, Figures, Notices, ToolFrame, Warnings, type ToolFrameProps } from './tool-layout.tsx';
import { useToolForm } from './use-tool-form.ts';

const labels = {
  to: 'Destination',
  length: 'Length',
  width: 'Width',
  height: 'Height',
  weight: 'Gross weight per carton',
  cartons: 'Number of cartons',
  mode: 'Freight mode',
};

/** Why the cartons travel loose (the warnings above the figures give the figures of a carton that cannot be palletised). */
function looseReason(shipping: Extract<Shipping, { as: 'loose' }>, result: FreightResult, rates: FreightRates): string {
  switch (shipping.because) {
    case 'mode':
      return `${result.mode.name} carries each carton as a parcel, not on pallets.`;
    case 'small':
      return `Under both ${formatKg(rates.palletFromKg)} and ${plain(rates.palletFromM3, 3)}\u00a0m³, a shipment travels as loose cartons rather than on pallets.`;
    case 'weight':
      return `A carton heavier than a pallet may carry is out of the ordinary for any carrier: ask us for a quotation rather than rely on these figures.`;
    default:
      return `The cartons cannot go on the ${inSentence(result.pallet.name)} (see above), so they travel loose; a carrier may charge more for large or heavy pieces.`;
  }
}

export function FreightTool({ frame, rates }: { frame: ToolFrameProps; rates: FreightRates }) {
  const defaults = useMemo(() => freightDefaults(rates), [rates]);
  const form = useToolForm(defaults);
  const { input, errors, result, summary } = useMemo(() => runFreight(form.values, rates), [form.values, rates]);
  const p = rates.pallet;

  const fields = (
    <>
      <SelectField
        name="to"
        label={labels.to}
        groups={rates.zones.map((zone) => ({
          label: zone.name,
          options: zone.countries.map((country) => ({ value: country.code, label: country.name })),
        }))}
        hint={`From ${inSentence(rates.origin)}`}
      />
      <FieldGroup legend="Carton size (outside, cm)">
        <NumberField name="length" label={labels.length} unit="cm" unitLabel="in centimetres" size="short" />
        <NumberField name="width" label={labels.width} unit="cm" unitLabel="in centimetres" size="short" />
        <NumberField name="height" label={labels.height} unit="cm" unitLabel="in centimetres" size="short" />
      </FieldGroup>
      <div className="tool-field-row">
        <NumberField name="weight" label={labels.weight} unit="kg" unitLabel="in kilograms" size="short" />
        <NumberField name="cartons" label={labels.cartons} integer size="short" />
      </div>
      <SelectField
        name="mode"
        label={labels.mode}
        options={rates.modes.map((m) => ({ value: m.key, label: `${m.name} (1:${formatCount(m.divisor)})` }))}
      />
    </>
  );

  const route = result ? `${inSentence(result.mode.name)} to ${countryInSentence(result.country.name)}` : '';
  const cost = result?.cost;
  const lane = result?.lane;
  const shipping = result?.shipping;

  return (
    <ToolFrame
      frame={frame}
      form={form}
      errors={errors}
      labels={labels}
      resultTitle="Your shipment"
      summary={summary}
      basis={
        input && result
          ? `${formatCount(input.cartons)} ${input.cartons === 1 ? 'carton' : 'cartons'} of ${plain(input.lengthCm, 1)} × ${plain(input.widthCm, 1)} × ${plain(input.heightCm, 1)} cm, ${plain(input.weightKg, 2)} kg each, by ${route}`
          : null
      }
      fields={fields}
      result={
        result &&
        shipping && (
          <div className="tool-freight">
            <Warnings items={result.warnings} />
            {result.noLane && <Notices items={[result.noLane]} />}
            <Figures
              items={[
                {
                  label: 'Chargeable weight',
                  value: formatKg(result.chargeableKg),
                  detail: `${result.chargeableBasis === 'volumetric' ? 'Volumetric weight applies' : 'Actual weight applies'}${result.onPallets ? ', on pallets' : ''}`,
                  emphasis: true,
                },
                ...(cost
                  ? [
                      {
                        label: 'Indicative cost',
                        value: formatBand(cost),
                        detail: `By ${route}${cost.highIsMinimum ? ', the minimum charge' : cost.lowIsMinimum ? ', from the minimum charge' : ''}`,
                      },
                    ]
                  : []),
                ...(result.transit ? [{ label: 'Transit', value: result.transit.days, detail: result.transit.weeks ?? 'Typical' }] : []),
              ]}
            />
            <Details
              label="Shipment"
              rows={[
                {
                  label: 'Route',
                  value: `From ${inSentence(result.origin)} to ${countryInSentence(result.country.name)}${result.zone.name === result.country.name ? '' : ` (${result.zone.name})`}`,
                },
                { label: 'Volume per carton', value: formatM3(result.cartonVolumeM3) },
                { label: 'Total volume', value: formatM3(result.totalVolumeM3) },
                { label: 'Actual weight', value: formatKg(result.actualKg) },
                { label: `Volumetric weight (1:${formatCount(result.mode.divisor)})`, value: formatKg(result.volumetricKg) },
                ...(result.onPallets
                  ? [
                      // On pallets the carrier weighs and measures the built pallets, not the cartons.
                      { label: 'Built pallets, outer volume', value: formatM3(result.onPallets.volumeM3) },
                      { label: 'Weight with the pallets', value: formatKg(result.onPallets.grossKg) },
                      {
                        label: `Volumetric weight of the pallets (1:${formatCount(result.mode.divisor)})`,
                        value: formatKg(result.onPallets.volumetricKg),
                      },
                      { label: 'Chargeable weight', value: `${formatKg(result.chargeableKg)}, the greater of the pallets’ two` },
                    ]
                  : [{ label: 'Chargeable weight', value: `${formatKg(result.chargeableKg)}, the greater of the two` }]),
                ...(lane
                  ? [
                      {
                        label: 'Rate per chargeable kg',
                        value:
                          lane.ratePerKgLowPence === lane.ratePerKgHighPence
                            ? formatPence(lane.ratePerKgLowPence)
                            : `${formatPence(lane.ratePerKgLowPence)}–${formatPence(lane.ratePerKgHighPence)}`,
                      },
                      { label: 'Minimum charge', value: formatPence(lane.minimumChargePence) },
                    ]
                  : []),
              ]}
            />
            {shipping.as === 'pallets' ? (
              <>
                <h3 className="tool-result__subtitle">On pallets</h3>
                <Details
                  label="Pallets"
                  rows={[
                    { label: 'Pallet', value: `${p.name}, ${plain(p.lengthCm, 1)} × ${plain(p.widthCm, 1)} cm` },
                    { label: 'Cartons per layer', value: formatCount(shipping.plan.perLayer) },
                    {
                      label: 'Layers',
                      value: `${formatCount(shipping.plan.layers)}, up to ${formatCm(shipping.plan.stackHeightCm)} high with the base`,
                    },
                    {
                      label: 'Cartons per pallet',
                      value: `${formatCount(shipping.plan.perPallet)}${shipping.plan.limitedBy === 'weight' ? `, limited by the ${formatKg(p.maxWeightKg)} load` : ''}`,
                    },
                    { label: 'Pallets', value: palletCount(shipping.plan) },
                    {
                      label: 'Heaviest pallet',
                      value: `${formatKg(shipping.plan.grossWeightKg)} gross, with the ${formatKg(p.weightKg)} pallet`,
                    },
                    { label: 'Fullest pallet', value: `${formatCm(shipping.plan.heightCm)} high with the base` },
                  ]}
                />
              </>
            ) : (
              <>
                <h3 className="tool-result__subtitle">As loose cartons</h3>
                <p className="tool-freight__loose">{looseReason(shipping, result, rates)}</p>
              </>
            )}
            {result.mode.note && <p className="tool-freight__note">{result.mode.note}</p>}
          </div>
        )
      }
    />
  );
}
