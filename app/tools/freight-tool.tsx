import { useMemo } from 'react';
import { formatCm, formatCount, formatKg, formatM3, plain } from './calculators/format.ts';
import { freightDefaults, runFreight, type FreightRates, type PalletPlan } from './calculators/freight.ts';
import { FieldGroup, NumberField, SelectField } from './fields.tsx';
import { Details, Figures, Notices, ToolFrame, type ToolFrameProps } from './tool-layout.tsx';
import { useToolForm } from './use-tool-form.ts';

const labels = {
  length: 'Length',
  width: 'Width',
  height: 'Height',
  weight: 'Gross weight per carton',
  cartons: 'Number of cartons',
  mode: 'Freight mode',
};

const notFit: Record<Extract<PalletPlan, { fits: false }>['reason'], string> = {
  footprint: 'The carton is larger than the pallet: it ships loose or on a bigger pallet.',
  height: 'The carton is taller than the pallet’s stacking height: it ships loose.',
  weight: 'One carton is heavier than a pallet may carry: it ships loose.',
};

export function FreightTool({ frame, rates }: { frame: ToolFrameProps; rates: FreightRates }) {
  const defaults = useMemo(() => freightDefaults(rates), [rates]);
  const form = useToolForm(defaults);
  const { input, errors, result, summary } = useMemo(() => runFreight(form.values, rates), [form.values, rates]);
  const p = rates.pallet;

  const fields = (
    <>
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

  const plan = result?.palletPlan;

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
          ? `${formatCount(input.cartons)} ${input.cartons === 1 ? 'carton' : 'cartons'} of ${plain(input.lengthCm, 1)} × ${plain(input.widthCm, 1)} × ${plain(input.heightCm, 1)} cm, ${plain(input.weightKg, 2)} kg each, by ${result.mode.name.toLowerCase()}`
          : null
      }
      fields={fields}
      result={
        result &&
        plan && (
          <>
            <Figures
              items={[
                {
                  label: 'Chargeable weight',
                  value: formatKg(result.chargeableKg),
                  detail: result.chargeableBasis === 'volumetric' ? 'Volumetric weight applies' : 'Actual weight applies',
                  emphasis: true,
                },
                { label: 'Total volume', value: formatM3(result.totalVolumeM3) },
                {
                  label: 'Pallets',
                  value: plan.fits ? formatCount(plan.pallets) : '–',
                  detail: plan.fits ? `${p.lengthCm} × ${p.widthCm} cm` : 'Does not fit',
                },
              ]}
            />
            <Details
              label="Weights and volume"
              rows={[
                { label: 'Volume per carton', value: formatM3(result.cartonVolumeM3) },
                { label: 'Actual weight', value: formatKg(result.actualKg) },
                { label: `Volumetric weight (1:${formatCount(result.mode.divisor)})`, value: formatKg(result.volumetricKg) },
                { label: 'Chargeable weight', value: `${formatKg(result.chargeableKg)}, the greater of the two` },
                ...(result.mode.transitTime ? [{ label: 'Typical transit', value: result.mode.transitTime }] : []),
              ]}
            />
            <h3 className="tool-result__subtitle">On pallets</h3>
            {plan.fits ? (
              <Details
                label="Pallets"
                rows={[
                  { label: 'Pallet', value: `${p.name}, ${plain(p.lengthCm, 1)} × ${plain(p.widthCm, 1)} cm` },
                  { label: 'Cartons per layer', value: formatCount(plan.perLayer) },
                  { label: 'Layers', value: `${formatCount(plan.layers)}, up to ${formatCm(p.maxStackHeightCm)} high with the base` },
                  {
                    label: 'Cartons per pallet',
                    value: `${formatCount(plan.perPallet)}${plan.limitedBy === 'weight' ? `, limited by the ${formatCount(p.maxWeightKg)} kg load` : ''}`,
                  },
                  { label: 'Pallets needed', value: formatCount(plan.pallets) },
                  { label: 'Fullest pallet', value: `${formatCm(plan.heightCm)} high, ${formatKg(plan.weightKg)} of cartons` },
                ]}
              />
            ) : (
              <Notices items={[notFit[plan.reason]]} />
            )}
          </>
        )
      }
    />
  );
}
