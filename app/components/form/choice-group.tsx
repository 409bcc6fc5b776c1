/**
 * A group of radio buttons (one answer) or checkboxes (any number): a fieldset its legend names,
 * one labelled input per choice, and the group's error under it, linked by aria-describedby. The
 * kit's other controls take one value; this one takes the values checked at first.
 */
import { useId } from "react";

export interface Choice<V extends string = string> {
  value: V;
  /** What the choice's label says (may hold markup, e.g. an event's name in code). */
  label: React.ReactNode;
}

export function ChoiceGroup<V extends string>({
  type,
  name,
  legend,
  choices,
  checked,
  error,
  listClassName = "mt-2 space-y-2",
  isBoxed = false,
  choiceClassName = "flex items-start gap-2 text-sm text-slate-800",
  inputClassName = "mt-0.5 h-4 w-4 accent-brand-700",
  onChoose,
}: {
  type: "radio" | "checkbox";
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  /** The values checked when the form is shown (a failed submission's, else the defaults). */
  checked: readonly string[];
  error?: string | undefined;
  /** How the choices stand: a column by default, a row with e.g. "mt-2 flex flex-wrap gap-4". */
  listClassName?: string;
  /** Drawn in a box, as a form's section of several groups of fields is. */
  isBoxed?: boolean;
  /** How each choice's label stands, e.g. as a card that shows whether it is checked. */
  choiceClassName?: string;
  inputClassName?: string;
  /** Told the value of a choice when it is checked. */
  onChoose?: ((value: V) => void) | undefined;
}) {
  const errorId = `${useId()}-${name}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={isBoxed ? "rounded-md border border-slate-200 p-3" : undefined}
    >
      <legend className={`${isBoxed ? "px-1 " : ""}text-sm font-medium text-slate-800`}>
        {legend}
      </legend>
      <div className={listClassName}>
        {choices.map((choice) => (
          <label key={choice.value} className={choiceClassName}>
            <input
              type={type}
              name={name}
              value={choice.value}
              defaultChecked={checked.includes(choice.value)}
              onChange={(event) => {
                if (event.currentTarget.checked) onChoose?.(choice.value);
              }}
              aria-invalid={error ? true : undefined}
              className={inputClassName}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
