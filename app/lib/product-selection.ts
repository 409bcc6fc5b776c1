/**
 * 'Request Selected Samples' without JavaScript: the company page's product form sends
 * `selection=products` to the request page, which sends a visitor who ticked nothing back to the
 * company page with `selection=none`, where the picker asks them to select a product first.
 */
/** 'Request Selected Samples' with no product ticked: nothing is opened, this is said instead. */
export const SELECT_A_PRODUCT_FIRST = "Select a product first, then Request Selected Samples.";

export const PICKED_SELECTION = "products";
export const NOTHING_SELECTED = "none";

/** The company page asking for a product to be selected, at its products. */
export function nothingSelectedHref(companyPath: string): string {
  return `${companyPath}?selection=${NOTHING_SELECTED}#products-title`;
}
