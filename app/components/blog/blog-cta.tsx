import { Link } from "react-router";

/** The blog's call to action, to the home page's Top Free Samples (spec §2). */
export function BlogCallToAction() {
  return (
    <section className="bg-brand-800 text-white" aria-labelledby="blog-cta-title">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 id="blog-cta-title" className="text-3xl font-bold">
          Try before you buy
        </h2>
        <p className="mt-3 text-brand-50">
          Request free samples from trusted dental suppliers and evaluate them in your own practice.
        </p>
        <Link
          to="/#top-free"
          className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Browse Free Samples
        </Link>
      </div>
    </section>
  );
}
