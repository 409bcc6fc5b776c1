import { Link } from "react-router";
import { CallToActionBand, CTA_BUTTON_CLASS } from "~/components/call-to-action-band";

/** The blog's call to action, to the home page's Top Free Samples (docs/product.md#blog). */
export function BlogCallToAction() {
  return (
    <CallToActionBand
      id="blog-cta-title"
      title="Try before you buy"
      text="Request free samples from trusted dental suppliers and evaluate them in your own practice."
    >
      <Link to="/#top-free" className={CTA_BUTTON_CLASS}>
        Browse Free Samples
      </Link>
    </CallToActionBand>
  );
}
