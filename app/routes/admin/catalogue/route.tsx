/**
 * Catalogue import and export (admins only, docs/decisions/071): download the companies and
 * products as CSV, and import either file: a dry run lists what each row will do, and "Apply
 * import" writes it in one transaction. The loader and the action check the admin themselves.
 */

import { data } from "react-router";
import { CsvDownloadLink } from "~/components/analytics/csv-download-link";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { uploadBody } from "~/lib/request-rules";
import { seo, siteFromMatches } from "~/lib/seo";
import { IMPORT_FIELDS } from "~/lib/upload-fields";
import { readUploadForm } from "~/lib/upload-form.server";
import { isUuid } from "~/lib/uuid";
import { getAdmin } from "~/models/accounts/user.server";
import {
  applyCatalogueImport,
  checkCatalogueFile,
  MAX_IMPORT_BYTES,
} from "~/models/catalogue/catalogue-import.server";
import {
  CATALOGUE_COLUMNS,
  IMPORT_KINDS,
  type ImportKind,
  LIST_SEPARATOR,
  REQUIRED_COLUMNS,
} from "~/models/catalogue/catalogue-import-columns.server";
import { chosenFile } from "~/models/catalogue/upload.server";
import type { Route } from "./+types/route";
import { CatalogueFormat } from "./catalogue-format";
import { type CatalogueResult, rowsToShow } from "./catalogue-result";
import { ImportSection } from "./import-section";

/** Its files, each read only to its field's limit (docs/decisions/154). */
export const handle = { body: uploadBody(IMPORT_FIELDS) };

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Catalogue import and export",
    description: "Import and export the companies and products as CSV.",
    path: "/admin/catalogue",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  getAdmin(context);
  const formats = IMPORT_KINDS.map((kind) => ({
    kind,
    columns: CATALOGUE_COLUMNS[kind].map((c) => c.name),
    required: [...REQUIRED_COLUMNS[kind]],
  }));
  return { formats, maxMegabytes: MAX_IMPORT_BYTES / (1024 * 1024), separator: LIST_SEPARATOR };
}

const MAX_MB = MAX_IMPORT_BYTES / (1024 * 1024);

function failed(kind: ImportKind, message: string, status = 400) {
  return data<CatalogueResult>({ kind, stage: "failed", message }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getAdmin(context);
  const { db } = getAppContext(context);
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  const read =
    declared > MAX_IMPORT_BYTES + 64 * 1024 ? null : await readUploadForm(request, IMPORT_FIELDS);
  const form = read?.ok ? read.formData : null;
  if (!form) {
    return failed("companies", `The file is too large or could not be read: at most ${MAX_MB} MB.`);
  }
  const kind = String(form.get("kind") ?? "") as ImportKind;
  if (!IMPORT_KINDS.includes(kind)) return failed("companies", "Choose what to import.");

  if (form.get("intent") === "apply") {
    const importId = String(form.get("importId") ?? "");
    const answer = isUuid(importId)
      ? await applyCatalogueImport(db, importId, user.id)
      : { ok: false as const, message: "Check the file again to import it." };
    if (!answer.ok) return failed(kind, answer.message, 409);
    return respond(answer.report.kind, "applied", String(form.get("fileName") ?? ""), answer);
  }

  const file = chosenFile(form.get("file"));
  if (!file) return failed(kind, "Choose a CSV file to check.");
  if (file.size > MAX_IMPORT_BYTES) {
    return failed(kind, `The file is too large: at most ${MAX_MB} MB is accepted.`, 413);
  }
  const answer = await checkCatalogueFile(db, {
    kind,
    fileName: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    uploadedBy: user.id,
  });
  if (!answer.ok) return failed(kind, answer.message);
  return respond(kind, "checked", file.name, answer);
}

function respond(
  kind: ImportKind,
  stage: "checked" | "applied",
  fileName: string,
  answer: Extract<Awaited<ReturnType<typeof checkCatalogueFile>>, { ok: true }>,
): CatalogueResult {
  return {
    kind,
    stage,
    fileName: fileName.slice(0, 255),
    report: rowsToShow(answer.report),
    totalRows: answer.report.rows.length,
    importId: answer.importId,
  };
}

export default function CataloguePage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as CatalogueResult | undefined;
  return (
    <section className="max-w-6xl" aria-labelledby="catalogue-title">
      <h1 id="catalogue-title" className="text-3xl font-bold tracking-tight">
        Catalogue import and export
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Export the companies and products as CSV, edit them in a spreadsheet, and import them back.
        Rows are matched by their key; a check shows what each row will do before anything is
        changed.
      </p>
      <section aria-labelledby="export-title" className="mt-8">
        <h2 id="export-title" className="text-xl font-semibold">
          Export
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <CsvDownloadLink href="/admin/catalogue/companies.csv">
            Download companies CSV
          </CsvDownloadLink>
          <CsvDownloadLink href="/admin/catalogue/products.csv">
            Download products CSV
          </CsvDownloadLink>
        </div>
      </section>
      {IMPORT_SECTIONS.map((kind) => (
        <ImportSection
          key={kind}
          kind={kind}
          maxMegabytes={loaderData.maxMegabytes}
          result={result?.kind === kind ? result : undefined}
        />
      ))}
      <CatalogueFormat formats={loaderData.formats} separator={loaderData.separator} />
    </section>
  );
}

const IMPORT_SECTIONS: readonly ImportKind[] = ["companies", "products"];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
