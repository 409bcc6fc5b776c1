/**
 * The catalogue CSV format (docs/decisions/071-catalogue-import.md): one column per field, each
 * with the editors' own field (app/lib/fields/: the listing and product forms use them), how a
 * stored value is written to a cell (the export) and the table column it fills (the import).
 * Both directions live here so an export read back by the import compares equal.
 */

import { CATEGORIES } from "~/lib/catalogue";
import { CATALOGUE_KEY_LENGTH } from "~/lib/catalogue-keys";
import type { CsvValue } from "~/lib/csv";
import { type Field, mapValue } from "~/lib/fields/field";
import { LISTING_FIELDS, RESPONSE_TIME_MAX } from "~/lib/fields/listing-fields";
import { PRODUCT_FIELDS } from "~/lib/fields/product-fields";
import { optionalEmailField, optionalText, requiredText, trim } from "~/lib/fields/text-fields";
import { LIMITS } from "~/lib/limits";
import { FDA_510K_PATTERN, INVALID_FDA_510K, PRODUCT_FACT_LENGTH } from "~/lib/product-facts";

export const IMPORT_KINDS = ["companies", "products"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Separates the items of a list cell (categories, treatment types): never in a category name. */
export const LIST_SEPARATOR = "|";

/** A value as stored in its table column. */
export type StoredValue = string | boolean | string[] | null;

export interface CatalogueColumn {
  /** The CSV header. */
  name: string;
  /** The table column it fills (snake_case, a constant: never taken from the file). */
  column: string;
  /** Its SQL type in the import's `jsonb_to_recordset` row. */
  sqlType: "text" | "text[]" | "boolean";
  /** Parses a cell (after the formula guard is undone) into the stored value, with the form's messages. */
  field: Field<StoredValue>;
  /** The cell the export writes for a stored value. */
  format(value: StoredValue): CsvValue;
}

/** A cell the export wrote behind a formula guard ("'=…"): the apostrophe is taken off again. */
const GUARDED = /^'(?='*[=+\-@\t\r])/;

/** Values that would start with the guard's apostrophe get one more, so reading back is exact. */
function exportText(value: StoredValue): CsvValue {
  if (typeof value !== "string") return value === null ? "" : String(value);
  return /^'+[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function readCell(cell: string): string {
  return cell.replace(GUARDED, "");
}

const YES = new Set(["yes", "true", "y", "1"]);
const NO = new Set(["no", "false", "n", "0"]);

/** yes/no/true/false (any case); an empty cell is `empty` (null: unstated, or the column's default). */
function flag(name: string, empty: boolean | null): Field<boolean | null> {
  return {
    label: name,
    required: false,
    prepare: (v) => v.trim().toLowerCase(),
    checks: [
      {
        kind: "rule",
        test: (v) => v === "" || YES.has(v) || NO.has(v),
        message: `${name} must be yes, no or empty`,
      },
    ],
    value: (v) => (v === "" ? empty : YES.has(v)),
  };
}

const formatFlag = (value: StoredValue): CsvValue => (value === null ? "" : value ? "yes" : "no");

/** The stable key of a row: required, one line, at most CATALOGUE_KEY_LENGTH characters. */
const keyField = (name: string) => requiredText(name, CATALOGUE_KEY_LENGTH);

/** A form field whose empty value (null) is stored as "" (NOT NULL text columns). */
const emptyAsText = (field: Field<string | null>) => mapValue(field, (v) => v ?? "");

/** "a|b" → its items, trimmed, empty ones left out. */
function splitList(v: string): string[] {
  return v
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
}

const formatList = (value: StoredValue): CsvValue =>
  Array.isArray(value) ? exportText(value.join(LIST_SEPARATOR)) : "";

/** Category names in any case become the list's own spelling; unknown names stay to be refused. */
function canonicalCategory(name: string): string {
  return CATEGORIES.find((c) => c.toLowerCase() === name.toLowerCase()) ?? name;
}

const isCategory = (name: string) => (CATEGORIES as readonly string[]).includes(name);
const categoryNames = (cell: string) => [...new Set(splitList(cell).map(canonicalCategory))];
const unknownCategory = (cell: string) => categoryNames(cell).find((name) => !isCategory(name));

const categoriesColumn: Field<string[]> = {
  ...LISTING_FIELDS.categories,
  isList: false,
  checks: [
    {
      kind: "rule",
      test: (cell) => unknownCategory(cell) === undefined,
      message: (cell) =>
        `Please choose categories from the list ("${(unknownCategory(cell) ?? "").slice(0, 50)}" is not one)`,
    },
  ],
  value: categoryNames,
};

/** "a|b" → the list field's input ("a, b"), so the list is checked with the form's own rules. */
const treatmentTypesColumn = {
  ...LISTING_FIELDS.treatmentTypes,
  prepare: (v: string) => trim(splitList(v).join(", ")),
};

const fda510k: Field<string | null> = {
  label: "fda510k",
  required: false,
  prepare: (v) => v.trim().toUpperCase(),
  checks: [
    { kind: "rule", test: (v) => v === "" || FDA_510K_PATTERN.test(v), message: INVALID_FDA_510K },
  ],
  value: (v) => (v === "" ? null : v),
};

function text(name: string, column: string, field: Field<StoredValue>): CatalogueColumn {
  return { name, column, sqlType: "text", field, format: exportText };
}

function flagColumn(name: string, column: string, empty: boolean | null): CatalogueColumn {
  return { name, column, sqlType: "boolean", field: flag(name, empty), format: formatFlag };
}

function listColumn(name: string, column: string, field: Field<string[]>): CatalogueColumn {
  return { name, column, sqlType: "text[]", field, format: formatList };
}

export const COMPANY_COLUMNS: readonly CatalogueColumn[] = [
  text("external_key", "external_key", keyField("external_key")),
  text("name", "name", requiredText("Name", LIMITS.companyName)),
  text("brand_name", "brand_name", optionalText("Brand name", LIMITS.companyName)),
  text("description", "description", emptyAsText(LISTING_FIELDS.description)),
  text("short_description", "short_description", emptyAsText(LISTING_FIELDS.shortDescription)),
  text("website", "website", LISTING_FIELDS.website),
  listColumn("categories", "categories", categoriesColumn),
  listColumn("treatment_types", "treatment_types", treatmentTypesColumn),
  text("response_time", "response_time", optionalText("Response time", RESPONSE_TIME_MAX)),
  flagColumn("featured", "featured", false),
  flagColumn("sponsored", "sponsored", false),
  flagColumn("verified", "verified", false),
  flagColumn("samples_available", "samples_available", true),
  text("lead_email", "lead_email", optionalEmailField("Lead email")),
];

export const PRODUCT_COLUMNS: readonly CatalogueColumn[] = [
  text("external_key", "external_key", keyField("external_key")),
  /** The company's key (its external_key, or its id when it has none): resolved to company_id. */
  text("company_key", "company_id", keyField("company_key")),
  text("name", "name", PRODUCT_FIELDS.name),
  text("description", "description", emptyAsText(PRODUCT_FIELDS.description)),
  text("category", "category", PRODUCT_FIELDS.category),
  text("treatment_type", "treatment_type", emptyAsText(PRODUCT_FIELDS.treatmentType)),
  text("sample_type", "sample_type", emptyAsText(PRODUCT_FIELDS.sampleType)),
  text("quantity", "quantity", emptyAsText(PRODUCT_FIELDS.quantity)),
  flagColumn("availability", "availability", true),
  text("fda510k", "fda510k", fda510k),
  flagColumn("ce_marked", "ce_marked", null),
  flagColumn("latex_free", "latex_free", null),
  flagColumn("contains_fluoride", "contains_fluoride", null),
  text("shelf_life", "shelf_life", optionalText("Shelf life", PRODUCT_FACT_LENGTH)),
  text(
    "storage_temperature",
    "storage_temperature",
    optionalText("Storage temperature", PRODUCT_FACT_LENGTH),
  ),
];

export const CATALOGUE_COLUMNS: Record<ImportKind, readonly CatalogueColumn[]> = {
  companies: COMPANY_COLUMNS,
  products: PRODUCT_COLUMNS,
};

/** Columns a file must have; any other may be left out (the import then leaves that field alone). */
export const REQUIRED_COLUMNS: Record<ImportKind, readonly string[]> = {
  companies: ["external_key", "name"],
  products: ["external_key", "company_key", "name", "category"],
};
