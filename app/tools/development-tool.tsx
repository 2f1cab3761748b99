import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { developmentDefaults, localToday, runDevelopment, type DevelopmentRates } from './calculators/development-process.ts';
import { formatDate, formatShortDate, formatWeeks, plain } from './calculators/format.ts';
import { DateField } from './fields.tsx';
import { Figures, ToolFrame, type ToolFrameProps } from './tool-layout.tsx';
import { useToolForm } from './use-tool-form.ts';
import { SEPARATOR } from '../ui/format.ts';

const labels = { start: 'Start date' };

const weeksRange = (min: number, max: number) => (min === max ? formatWeeks(min) : `${plain(min, 1)}–${formatWeeks(max)}`);

export function DevelopmentTool({ frame, rates }: { frame: ToolFrameProps; rates: DevelopmentRates }) {
  const defaults = useMemo(() => developmentDefaults(), []);
  const form = useToolForm(defaults);
  const location = useLocation();
  const { prefill } = form;
  // The page is the same for everyone until a start is chosen; the browser suggests today.
  useEffect(() => {
    if (!new URLSearchParams(location.search).has('start')) prefill({ start: localToday() });
  }, [location.key, location.search, prefill]);
  const { errors, result, summary } = useMemo(() => runDevelopment(form.values, rates), [form.values, rates]);

  const fields = (
    <DateField name="start" label={labels.start} hint="When you would brief us. Durations are working weeks, Monday to Friday." />
  );

  return (
    <ToolFrame
      frame={frame}
      form={form}
      errors={errors}
      labels={labels}
      resultTitle={result?.launchDate ? 'Your launch timeline' : 'From brief to delivery'}
      summary={summary}
      basis={result?.startDate ? `Starting ${formatDate(result.startDate)}` : null}
      fields={fields}
      result={
        result && (
          <>
            <Figures
              items={[
                ...(result.launchDate
                  ? [
                      {
                        label: 'Estimated delivery',
                        value: formatShortDate(result.launchDate),
                        detail: `Between ${formatShortDate(result.earliestDate!)} and ${formatShortDate(result.latestDate!)}`,
                        emphasis: true,
                      },
                    ]
                  : []),
                {
                  label: 'Working time',
                  value: formatWeeks(result.totalWeeks),
                  detail: `${plain(result.minTotalWeeks, 1)}–${formatWeeks(result.maxTotalWeeks)} depending on choices`,
                },
              ]}
            />
            {!result.launchDate && <p className="tool-result__note">Choose a start date to see the dates of each stage.</p>}
            <ol className="tool-timeline">
              {result.stages.map((stage, index) => (
                <li key={stage.key} className="tool-timeline__stage">
                  <span className="tool-timeline__index" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <div className="tool-timeline__body">
                    <h3 className="tool-timeline__name">{stage.name}</h3>
                    <p className="tool-timeline__when">
                      {stage.startDate && stage.endDate ? (
                        <>
                          {formatShortDate(stage.startDate)} to {formatShortDate(stage.endDate)}
                        </>
                      ) : stage.fromWeek === stage.toWeek ? (
                        `Week ${stage.fromWeek}`
                      ) : (
                        `Weeks ${stage.fromWeek}–${stage.toWeek}`
                      )}
                      <span className="tool-timeline__duration">
                        {SEPARATOR}
                        {formatWeeks(stage.weeks)}
                        {stage.minWeeks !== stage.maxWeeks && ` (${weeksRange(stage.minWeeks, stage.maxWeeks)})`}
                      </span>
                    </p>
                    <p className="tool-timeline__description">{stage.description}</p>
                    {stage.deliverable && (
                      <p className="tool-timeline__deliverable">
                        <span className="visually-hidden">You receive: </span>
                        {stage.deliverable}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </>
        )
      }
    />
  );
}
