/**
 * Which picture a product shows: its first uploaded image, else its own illustration (the demo
 * catalogue's products, drawn in public/images/products/{id}.svg), else its category's
 * illustration. Illustrations are ours, shipped in the repository; suppliers' uploads stay in
 * `products.images`, so an illustration never poses as an image a supplier gave.
 */
import { type Category, DEFAULT_PRODUCT_IMAGE } from "./catalogue";

/** The products with an illustration of their own (public/images/products/{id}.svg). */
const ILLUSTRATED_PRODUCTS: ReadonlySet<string> = new Set([
  "lumina-flow-a2",
  "lumina-nano-universal",
  "lumina-bulkfill-posterior",
  "lumina-gloss-polish-kit",
  "lumina-glow-35-hp",
  "lumina-glow-16-cp",
  "lumina-shade-guide-mini",
  "bondline-universal-bond",
  "bondline-etch-37",
  "bondline-dualcem",
  "bondline-selfcem-universal",
  "bondline-ceramic-primer",
  "bondline-core-buildup",
  "precision-vps-light-body",
  "precision-vps-heavy-tray",
  "precision-putty-fast",
  "precision-polyether-medium",
  "precision-bite-rigid",
  "precision-tray-adhesive",
  "brightarc-home-10-cp",
  "brightarc-home-16-cp",
  "brightarc-go-6-hp",
  "brightarc-boost-40-hp",
  "brightarc-calm-desensitizer",
  "brightarc-enamel-remin-paste",
  "guardent-varnish-5-naf",
  "guardent-seal-and-protect",
  "guardent-prophy-paste-medium",
  "guardent-kids-choice-varnish",
  "guardent-cpp-remin-creme",
  "guardent-sdf-38",
  "endopath-flexshape-rotary",
  "endopath-onewave-recip",
  "endopath-bioseal-sealer",
  "endopath-bioputty",
  "endopath-edta-17",
  "endopath-sidevent-needles",
  "alignworks-seat-chewies",
  "alignworks-attach-flow",
  "alignworks-bracket-adhesive",
  "alignworks-power-ligatures",
  "alignworks-retainer-soak",
]);

/** One neutral illustration per category, for a product with neither image nor illustration. */
const CATEGORY_ILLUSTRATIONS: Record<Category, string> = {
  Restorative: "/images/products/category/restorative.svg",
  Adhesives: "/images/products/category/adhesives.svg",
  Impressions: "/images/products/category/impressions.svg",
  Whitening: "/images/products/category/whitening.svg",
  Preventive: "/images/products/category/preventive.svg",
  Endodontics: "/images/products/category/endodontics.svg",
  Orthodontics: "/images/products/category/orthodontics.svg",
};

export function productPicture(product: {
  id: string;
  images: readonly string[];
  category: string;
}): string {
  const [uploaded] = product.images;
  if (uploaded) return uploaded;
  if (ILLUSTRATED_PRODUCTS.has(product.id)) return `/images/products/${product.id}.svg`;
  return CATEGORY_ILLUSTRATIONS[product.category as Category] ?? DEFAULT_PRODUCT_IMAGE;
}
