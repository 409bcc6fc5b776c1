/** The CSV format in short, under the import forms (the full reasoning: docs/decisions/071). */
import type { ImportKind } from "~/models/catalogue/catalogue-import-columns.server";

export interface FormatColumns {
  kind: ImportKind;
  columns: string[];
  required: string[];
}

export function CatalogueFormat({
  formats,
  separator,
}: {
  formats: FormatColumns[];
  separator: string;
}) {
  return (
    <section aria-labelledby="format-title" className="mt-10 max-w-3xl">
      <h2 id="format-title" className="text-xl font-semibold">
        File format
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        <li>
          One header row naming the columns (any order). Columns left out are left unchanged; the
          required ones are marked *.
        </li>
        <li>
          <code>external_key</code> matches a row to the company or product it changes; a new key
          creates one. Exported rows carry the id as their key until they get one of their own. Rows
          missing from the file are not deleted.
        </li>
        <li>
          Lists (categories, treatment types) are separated by <code>{separator}</code>. Yes/no
          columns take yes, no, true or false; an empty product fact means "not stated".
        </li>
        <li>
          Products name their company by its key in <code>company_key</code>: import new companies
          first. Logos and images are not part of the file.
        </li>
      </ul>
      {formats.map((format) => (
        <div key={format.kind} className="mt-4">
          <h3 className="font-semibold capitalize">{format.kind}</h3>
          <p className="mt-1 break-words text-sm text-slate-800">
            {format.columns.map((name, i) => (
              <span key={name}>
                {i > 0 ? ", " : ""}
                <code>{name}</code>
                {format.required.includes(name) ? " *" : ""}
              </span>
            ))}
          </p>
        </div>
      ))}
    </section>
  );
}
