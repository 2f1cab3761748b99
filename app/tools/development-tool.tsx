import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import {
  developmentDefaults,
  earliestToday,
  localToday,
  ROUTE_QUESTIONS,
  routeWords,
  runDevelopment,
  type DevelopmentRates,
  type DevelopmentResult,
  type PlannedStage,
} from './calculators/development-process.ts';
import { formatDate, formatShortDate, formatWeeks, plain } from './calculators/format.ts';
import type { Closure } from './calculators/working-days.ts';
import { DateField, SelectField } from './fields.tsx';
import { Figures, ToolFrame, type ToolFrameProps } from './tool-layout.tsx';
import { useToolForm } from './use-tool-form.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { SEPARATOR } from '../ui/format.ts';

const labels: Record<string, string> = {
  ...Object.fromEntries(ROUTE_QUESTIONS.map((question) => [question.key, question.label])),
  start: 'Start date',
};

const weeksRange = (min: number, max: number) => (min === max ? formatWeeks(min) : `${plain(min, 1)}–${formatWeeks(max)}`);

/** "24 Dec": an every-year closure has no year of its own. */
const dayAndMonth = (iso: string) => formatShortDate(iso).replace(/\s\d+$/, '');

function closureDates(closure: Closure): string {
  const show = closure.everyYear ? dayAndMonth : formatShortDate;
  return closure.from === closure.to ? show(closure.from) : `${show(closure.from)} – ${show(closure.to)}`;
}

const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The bank holidays and closures the dates step over, in a line: "Skips 7 weekdays: Christmas Day, … and Christmas shutdown (24 Dec – 1 Jan)." */
function skippedDays(result: DevelopmentResult, closures: Closure[]): string | null {
  const days = result.closedDays;
  if (days.length === 0) return null;
  const holidays = [...new Set(days.filter((day) => day.kind === 'bank-holiday').map((day) => day.name))];
  const closed = [...new Set(days.filter((day) => day.kind === 'closure').map((day) => day.name))].map((name) => {
    const closure = closures.find((c) => c.name === name);
    return closure ? `${name} (${closureDates(closure)})` : name;
  });
  return `Skips ${days.length} ${days.length === 1 ? 'weekday' : 'weekdays'}: ${listed([...holidays, ...closed])}.`;
}

/** A share of the longest plan, as the bars' custom properties take it (fixed digits: the server and the browser write the same). */
const share = (days: number, scale: number) => (scale > 0 ? Math.min(1, Math.max(0, days / scale)) : 0).toFixed(4);

function StageBar({ stage, scale }: { stage: PlannedStage; scale: number }) {
  const style = {
    '--bar-start': share(stage.offsetDays, scale),
    '--bar-size': share(stage.days, scale),
    // How late the stage may run: to its end on the longest plan.
    '--bar-reach': share(stage.maxOffsetDays + stage.maxDays - stage.offsetDays, scale),
  } as React.CSSProperties;
  return (
    <div className="tool-timeline__bar" aria-hidden="true" style={style} data-critical={stage.critical || undefined}>
      <span className="tool-timeline__reach" />
      <span className="tool-timeline__span" />
    </div>
  );
}

export function DevelopmentTool({ frame, rates }: { frame: ToolFrameProps; rates: DevelopmentRates }) {
  const defaults = useMemo(() => developmentDefaults(), []);
  const form = useToolForm(defaults);
  const location = useLocation();
  const { prefill } = form;
  // The page is the same for everyone until a start is chosen; the browser suggests today.
  useEffect(() => {
    if (!new URLSearchParams(location.search).has('start')) prefill({ start: localToday() });
  }, [location.key, location.search, prefill]);
  // The server's today until the page has come alive (so both render the same), then the browser's own.
  const hydrated = useHydrated();
  const today = hydrated ? earliestToday() : frame.today;
  const { errors, result, summary } = useMemo(() => runDevelopment(form.values, rates, today), [form.values, rates, today]);

  const fields = (
    <>
      {ROUTE_QUESTIONS.map((question) => (
        <SelectField
          key={question.key}
          name={question.key}
          label={question.label}
          hint={question.hint ?? undefined}
          options={question.options.map(({ value, label }) => ({ value, label }))}
        />
      ))}
      <DateField
        name="start"
        label={labels.start!}
        hint="When you would brief us. We count working weeks: Monday to Friday, without bank holidays or our factory’s closures."
      />
    </>
  );

  const route = result ? routeWords(result.route) : null;
  const skipped = result ? skippedDays(result, rates.closures) : null;

  return (
    <ToolFrame
      frame={frame}
      form={form}
      errors={errors}
      labels={labels}
      resultTitle={result?.launchDate ? 'Your launch timeline' : 'From brief to delivery'}
      summary={summary}
      basis={
        result && route
          ? `${route.charAt(0).toUpperCase()}${route.slice(1)}${result.startDate ? `; starting ${formatDate(result.startDate)}` : ''}`
          : null
      }
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
                  detail: `${weeksRange(result.minTotalWeeks, result.maxTotalWeeks)} for this route`,
                },
              ]}
            />
            {!result.launchDate && <p className="tool-result__note">Choose a start date to see the dates of each stage.</p>}
            {skipped && <p className="tool-result__note">{skipped}</p>}
            <p className="tool-timeline__key">
              Stages run side by side where they can. Those marked “Sets the delivery date” follow one another without time to spare: a
              delay to any of them delays delivery.
            </p>
            <ol className="tool-timeline">
              {result.stages.map((stage, index) => (
                <li key={stage.key} className="tool-timeline__stage">
                  <span className="tool-timeline__index" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <div className="tool-timeline__body">
                    <h3 className="tool-timeline__name">{stage.name}</h3>
                    {stage.critical && <p className="tool-timeline__critical">Sets the delivery date</p>}
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
                    <StageBar stage={stage} scale={result.maxTotalDays} />
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
