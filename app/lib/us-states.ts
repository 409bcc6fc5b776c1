/**
 * The states a practice ships to, by USPS code: the 50 states and the District of Columbia, the
 * five inhabited territories, and the three armed-forces codes of APO/FPO/DPO addresses (a
 * military dentist's mail). The sample request form offers them as a select showing the name and
 * stores the code, so Lead Analytics counts "CA" once; migration 0017 mapped the names typed
 * before (docs/decisions/122).
 */
export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
  ["AS", "American Samoa"],
  ["GU", "Guam"],
  ["MP", "Northern Mariana Islands"],
  ["PR", "Puerto Rico"],
  ["VI", "U.S. Virgin Islands"],
  ["AA", "Armed Forces Americas"],
  ["AE", "Armed Forces Europe"],
  ["AP", "Armed Forces Pacific"],
] as const satisfies readonly (readonly [string, string])[];

export type UsStateCode = (typeof US_STATES)[number][0];

export const US_STATE_CODES = US_STATES.map(([code]) => code) as [UsStateCode, ...UsStateCode[]];

/** Each code's name, the text the form's options show. */
export const US_STATE_NAMES = Object.fromEntries(US_STATES) as Readonly<
  Record<UsStateCode, string>
>;

const byKey = new Map<string, UsStateCode>();
for (const [code, name] of US_STATES) {
  byKey.set(code, code);
  byKey.set(name.toUpperCase(), code);
}

/**
 * The code of a state written as its code or its name, in any case and spacing ("ca",
 * " California ", "New  York", "Texas."); null for anything else ("N.C.", "Calif").
 */
export function stateCodeOf(value: string): UsStateCode | null {
  const key = value.trim().replace(/\.$/, "").replace(/\s+/g, " ").toUpperCase();
  return byKey.get(key) ?? null;
}

/** A stored state as people read it: a code's name ("CA" → "California"), anything else as is. */
export function stateName(value: string): string {
  return (US_STATE_NAMES as Readonly<Record<string, string>>)[value] ?? value;
}
