/**
 * The product editor's action, shared by the new and edit pages: reads the multipart form, checks
 * the fields, every new image and each document (PDF), and saves the product with its images and
 * documents in one transaction (audited: app/models/catalogue/listing.server.ts).
 */
import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { echoValues, type FormFailure, readFormData, validate } from "~/forms/kit";
import { type ProductInput, productSchema } from "~/forms/product";
import { DOCUMENT_KINDS, type DocumentKind } from "~/lib/product-facts";
import { DOCUMENT_TYPES, IMAGE_TYPES, MAX_PRODUCT_IMAGES } from "~/lib/suppliers";
import { PRODUCT_FIELDS } from "~/lib/upload-fields";
import { readUploadForm } from "~/lib/upload-form.server";
import { ProductLimitError } from "~/models/billing/product-limit.server";
import { addProduct, updateProduct } from "./listing-products.server";
import { saveProductDocuments } from "./product-documents.server";
import {
  type CheckedUpload,
  checkUpload,
  chosenFile,
  deleteUploads,
  saveUpload,
} from "./upload.server";

export const TOO_MANY_IMAGES = `A product shows at most ${MAX_PRODUCT_IMAGES} images: remove one first.`;

/** The named file, checked as a PDF: the upload, nothing chosen (null), or a message. */
async function checkDocument(formData: FormData, kind: DocumentKind) {
  const file = chosenFile(formData.get(kind));
  return file ? checkUpload(file, DOCUMENT_TYPES, PRODUCT_FIELDS[kind].maxBytes) : null;
}

interface SubmissionTarget {
  companyId: string;
  uploadedBy: string;
  existing: { id: string; images: string[] } | null;
  /** Where a saved product sends the editor (default: the supplier's listing). */
  savedPath?: string;
}

interface Submitted {
  fields: Omit<ProductInput, "removeImage" | "removeDocument">;
  kept: string[];
  uploads: CheckedUpload[];
  removed: Set<string>;
  current: string[];
  documents: Partial<Record<DocumentKind, CheckedUpload>>;
  removeDocument: ProductInput["removeDocument"];
}

/**
 * Saves the submitted product: `existing` is the product being edited (its current images), or
 * null for a new one; the audit entry (who, and each changed field) is written in the same
 * transaction. Answers a redirect to the listing, or a 400 with the messages and the
 * typed values.
 */
export async function submitProduct(request: Request, db: Database, target: SubmissionTarget) {
  const form = await readUploadForm(request, PRODUCT_FIELDS);
  if (!form.ok) {
    return data<FormFailure>(
      { ok: false, errors: { images: form.message }, values: {} },
      { status: 400 },
    );
  }
  const input = readFormData(form.formData, productSchema);
  const values = echoValues(productSchema, input);
  values.availability = input.availability === "on" ? "on" : "off";
  const result = validate(productSchema, input);
  const errors = result.ok ? {} : { ...result.errors };

  const files = form.formData.getAll("images").flatMap((v) => chosenFile(v) ?? []);
  const uploads: CheckedUpload[] = [];
  for (const file of files) {
    const checked = await checkUpload(file, IMAGE_TYPES, PRODUCT_FIELDS.images.maxBytes);
    if (!checked.ok) {
      errors.images ??= `${file.name ? `${file.name}: ` : ""}${checked.message}`;
    } else uploads.push(checked.upload);
  }
  const documents: Partial<Record<DocumentKind, CheckedUpload>> = {};
  for (const kind of DOCUMENT_KINDS) {
    const checked = await checkDocument(form.formData, kind);
    if (checked?.ok) documents[kind] = checked.upload;
    else if (checked) errors[kind] = checked.message;
  }
  const current = target.existing?.images ?? [];
  const removed = new Set(result.ok ? result.data.removeImage : []);
  const kept = current.filter((url) => !removed.has(url));
  // More files than a product shows: said before any one file's own fault.
  if (kept.length + files.length > MAX_PRODUCT_IMAGES) errors.images = TOO_MANY_IMAGES;
  if (!result.ok || Object.keys(errors).length > 0) {
    return data<FormFailure>({ ok: false, errors, values }, { status: 400 });
  }

  const { removeImage: _removeImage, removeDocument, ...fields } = result.data;
  let productId: string;
  try {
    productId = await saveSubmittedProduct(db, target, {
      fields,
      kept,
      uploads,
      removed,
      current,
      documents,
      removeDocument,
    });
  } catch (error) {
    // Over the plan's product limit: nothing is stored, the typed values stay (decision 135).
    if (!(error instanceof ProductLimitError)) throw error;
    return data<FormFailure>(
      { ok: false, errors: {}, values, formError: error.message },
      { status: 400 },
    );
  }
  // The listing says whether the public sees the saved product (it may be hidden or the page a
  // draft), so it is told which one (an id, no personal data).
  return redirect(
    target.savedPath ??
      `/supplier/${encodeURIComponent(target.companyId)}/listing?saved=product&product=${encodeURIComponent(productId)}`,
  );
}

async function saveSubmittedProduct(
  db: Database,
  target: SubmissionTarget,
  submitted: Submitted,
): Promise<string> {
  const { fields, kept, uploads, removed, current, documents, removeDocument } = submitted;
  return db.transaction(async (tx) => {
    const added: string[] = [];
    for (const upload of uploads) {
      const saved = await saveUpload(tx, {
        ...upload,
        companyId: target.companyId,
        uploadedBy: target.uploadedBy,
      });
      added.push(saved.url);
    }
    const product = {
      ...fields,
      description: fields.description ?? "",
      treatmentType: fields.treatmentType ?? "",
      sampleType: fields.sampleType ?? "",
      quantity: fields.quantity ?? "",
      images: [...kept, ...added],
    };
    let productId = target.existing?.id;
    if (productId) {
      await updateProduct(tx, target.companyId, productId, product, target.uploadedBy);
      await deleteUploads(
        tx,
        target.companyId,
        current.filter((url) => removed.has(url)),
      );
    } else productId = await addProduct(tx, target.companyId, product, target.uploadedBy);
    await saveProductDocuments(
      tx,
      {
        companyId: target.companyId,
        productId,
        productName: product.name,
        actorId: target.uploadedBy,
      },
      { added: documents, removed: removeDocument },
    );
    return productId;
  });
}
