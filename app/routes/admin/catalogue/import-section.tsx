/**
 * One import (companies or products): the file form for the dry run, then its report and the
 * "Apply import" button. Plain POST forms, so both work without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { FileField, SubmitButton } from "~/components/form/fields";
import type { ImportKind } from "~/models/catalogue/catalogue-import-columns.server";
import type { CatalogueResult } from "./catalogue-result";
import { ImportReportView } from "./import-report";

const TITLES: Record<ImportKind, string> = {
  companies: "Import companies",
  products: "Import products",
};

export function ImportSection({
  kind,
  maxMegabytes,
  result,
}: {
  kind: ImportKind;
  maxMegabytes: number;
  result: CatalogueResult | undefined;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("kind") === kind
      ? navigation.formData.get("intent")
      : null;
  const titleId = `import-${kind}-title`;
  const failure = result?.stage === "failed" ? result.message : undefined;
  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="text-xl font-semibold">
        {TITLES[kind]}
      </h2>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-3 space-y-4 rounded-lg border border-slate-200 p-4 sm:p-6"
      >
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="intent" value="check" />
        <FileField
          name="file"
          label={kind === "companies" ? "Companies CSV file" : "Products CSV file"}
          hint={`A CSV file in the format below (UTF-8, at most ${maxMegabytes} MB). Checking changes nothing.`}
          error={failure}
          accept=".csv,text/csv"
          required
        />
        <SubmitButton isBusy={busy === "check"} busyText="Checking...">
          Check file
        </SubmitButton>
      </Form>
      {/* Always present, so screen readers announce a refused file when its message appears. */}
      <div role="alert" className="sr-only">
        {failure}
      </div>
      {result && result.stage !== "failed" ? (
        <ImportReportView result={result} isApplying={busy === "apply"} />
      ) : null}
    </section>
  );
}
