import { createContext, useContext } from 'react';
import type { FieldErrors, FormValues } from './calculators/parse.ts';

interface FormState {
  values: FormValues;
  /** Errors to show now (not those of a field still being typed in). */
  errors: FieldErrors;
  update: (name: string, value: string) => void;
  leave: (name: string) => void;
}

export const ToolFormContext = createContext<FormState>({ values: {}, errors: {}, update: () => {}, leave: () => {} });

/** The id of a field's input, for labels and the error summary's links. */
export const fieldId = (name: string) => `tool-${name}`;

function describedBy(name: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${fieldId(name)}-hint`, error && `${fieldId(name)}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldMessage({ name, hint, error }: { name: string; hint?: React.ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p className="tool-field__hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="tool-field__error" id={`${fieldId(name)}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A number typed as text (inputmode brings up the number pad on phones; the
 * raw text is kept so "abc" or "-5" can be explained rather than dropped).
 */
export function NumberField({
  name,
  label,
  unit,
  unitLabel,
  prefix,
  hint,
  integer = false,
  size = 'medium',
}: {
  name: string;
  label: string;
  /** Shown inside the field, e.g. "ml". */
  unit?: string;
  /** The unit as a screen reader should say it in the label, e.g. "in millilitres". */
  unitLabel?: string;
  prefix?: string;
  hint?: React.ReactNode;
  integer?: boolean;
  size?: 'short' | 'medium';
}) {
  const { values, errors, update, leave } = useContext(ToolFormContext);
  const error = errors[name];
  const id = fieldId(name);
  return (
    <div className="tool-field" data-invalid={Boolean(error)}>
      <label className="tool-field__label" htmlFor={id}>
        {label}
        {unitLabel && <span className="visually-hidden">, {unitLabel}</span>}
      </label>
      <div className="tool-field__control" data-size={size}>
        {prefix && (
          <span className="tool-field__affix tool-field__affix--prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={values[name] ?? ''}
          onChange={(event) => update(name, event.target.value)}
          onBlur={() => leave(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
          className="tool-field__input"
        />
        {unit && (
          <span className="tool-field__affix" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      <FieldMessage name={name} hint={hint} error={error} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  options,
  groups,
  hint,
}: {
  name: string;
  label: string;
  options?: Choice[];
  groups?: { label: string; options: Choice[] }[];
  hint?: React.ReactNode;
}) {
  const { values, errors, update, leave } = useContext(ToolFormContext);
  const error = errors[name];
  const id = fieldId(name);
  const known = [...(options ?? []), ...(groups ?? []).flatMap((group) => group.options)].some((option) => option.value === values[name]);
  return (
    <div className="tool-field" data-invalid={Boolean(error)}>
      <label className="tool-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="tool-field__control tool-field__control--select">
        <select
          id={id}
          name={name}
          value={known ? values[name] : ''}
          onChange={(event) => {
            update(name, event.target.value);
            leave(name);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
          className="tool-field__input tool-field__select"
        >
          {!known && (
            <option value="" disabled>
              Choose…
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <FieldMessage name={name} hint={hint} error={error} />
    </div>
  );
}

export function DateField({ name, label, hint }: { name: string; label: string; hint?: React.ReactNode }) {
  const { values, errors, update, leave } = useContext(ToolFormContext);
  const error = errors[name];
  const id = fieldId(name);
  return (
    <div className="tool-field" data-invalid={Boolean(error)}>
      <label className="tool-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="tool-field__control" data-size="medium">
        <input
          id={id}
          name={name}
          type="date"
          min="2000-01-01"
          max="2100-12-31"
          value={values[name] ?? ''}
          onChange={(event) => update(name, event.target.value)}
          onBlur={() => leave(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
          className="tool-field__input"
        />
      </div>
      <FieldMessage name={name} hint={hint} error={error} />
    </div>
  );
}

/** Fields that belong together (the carton's three sides), under one legend. */
export function FieldGroup({ legend, children, hint }: { legend: string; children: React.ReactNode; hint?: string }) {
  return (
    <fieldset className="tool-field-group">
      <legend className="tool-field__label">{legend}</legend>
      {hint && <p className="tool-field__hint">{hint}</p>}
      <div className="tool-field-group__row">{children}</div>
    </fieldset>
  );
}
