/** The operator console's catalogue addresses (shared by routes, their forms and redirects). */

/** A company's page in the console; `saved` says what the banner there reports. */
export function adminCompanyPath(companyId: string, saved?: "created" | "saved"): string {
  const path = `/admin/companies/${encodeURIComponent(companyId)}`;
  return saved ? `${path}?saved=${saved}` : path;
}

/** The products list of one company; `done` says what the banner there reports. */
export function adminProductsPath(companyId: string, done?: "saved" | "deleted"): string {
  const params = new URLSearchParams({ companyId });
  if (done) params.set("done", done);
  return `/admin/products?${params}`;
}
