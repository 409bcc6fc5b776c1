/**
 * What a console page about one company or one product says when it is gone: its title and the
 * way back to the list (`notFound` of RouteErrorBoundary).
 */
export const COMPANY_NOT_FOUND = {
  title: "Company not found",
  back: { to: "/admin/companies", label: "All companies" },
};

export const PRODUCT_NOT_FOUND = {
  title: "Product not found",
  back: { to: "/admin/products", label: "All products" },
};
