/** The console's company and product pages' error boundary: their own 404 and the way back. */
import { RouteErrorBoundary } from "~/components/route-error-boundary";

const NOT_FOUND = {
  company: { title: "Company not found", back: { to: "/admin/companies", label: "All companies" } },
  product: { title: "Product not found", back: { to: "/admin/products", label: "All products" } },
} as const;

export function CatalogueErrorBoundary({
  error,
  subject,
}: {
  error: unknown;
  subject: keyof typeof NOT_FOUND;
}) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND[subject]} />;
}
