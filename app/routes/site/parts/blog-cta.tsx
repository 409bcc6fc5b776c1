import { CallToActionBand, CallToActionLink } from "./call-to-action-band";

/** The blog's call to action, to the home page's Top Free Samples (docs/product.md#blog). */
export function BlogCallToAction() {
  return (
    <CallToActionBand
      id="blog-cta-title"
      title="Try before you buy"
      text="Request free samples from trusted dental suppliers and evaluate them in your own practice."
    >
      <CallToActionLink to="/#top-free">Browse Free Samples</CallToActionLink>
    </CallToActionBand>
  );
}
