import { cataloguePageHeaders } from "~/lib/page-headers";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { seo, siteFromMatches } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/privacy";
import { ContactEmailLink, LegalPage, LegalSection } from "./parts/legal-page";

/** Nothing here needs client code: the page ships no JavaScript (docs/decisions/082). */
/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Privacy Policy",
    description:
      "What SampleTray collects in each form, why, how long it is kept, who sees a sample request, your CCPA and GDPR rights, and how to contact us.",
    path: "/privacy",
  });
}

export default function PrivacyPage() {
  const { siteName, contactEmail, gaMeasurementId } = useSiteConfig();
  const usesGoogleAnalytics = Boolean(gaMeasurementId);
  const mail = <ContactEmailLink email={contactEmail} />;
  return (
    <LegalPage
      title="Privacy Policy"
      updated={{ date: "2025-10-15", label: "October 15, 2025" }}
      intro={
        <>
          {siteName} is a directory where dental professionals browse dental supply companies,
          request free product samples and read practical guides, and where suppliers list their
          companies. This policy explains what personal information we collect, why, how long we
          keep it, who can see it, and the rights you have over it. We do not sell personal
          information.
        </>
      }
    >
      <LegalSection title="What we collect in each form">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Sample request</strong>: your first and last name, e-mail address, phone number,
            optional license number, practice name and type, years in practice, practice address
            (street, city, state, ZIP code), the products you ask for, optional specific requests
            and comments, how you heard about us, and your choices about marketing e-mails and
            updates.
          </li>
          <li>
            <strong>Subscribe</strong>: your e-mail address and the date you subscribed.
          </li>
          <li>
            <strong>Rating</strong> (after a completed sample request): some days after the supplier
            marks your request completed, we send you one e-mail with a private link asking how the
            samples performed. If you answer, we keep a 1–5 rating per product and your optional
            comment with your request. The supplier sees your ratings and comments; the public
            company page shows only each product's average and number of ratings, never your name or
            comment. Our administrators may hide an abusive comment.
          </li>
          <li>
            <strong>Claim request</strong> (suppliers): company name, your name, job title, e-mail
            address, and optionally your phone number, company website and a message.
          </li>
          <li>
            <strong>Supplier registration</strong> (pricing page): company name, your name, e-mail
            address, phone number, the plan you chose, and optionally your website and a message.
          </li>
          <li>
            <strong>Account</strong> (if you create one): your e-mail address, optional display
            name, a securely hashed password or your Google sign-in identifier, and the sessions you
            are signed in with (including the browser and IP address of each session).
          </li>
          <li>
            <strong>Usage events</strong>: which pages, companies and articles are viewed and which
            outbound links are clicked. These records contain no name, e-mail or other personal
            detail. So that a visitor's repeat views count once a day, each record carries a one-way
            code of the IP address and browser, made with a secret key that changes the code every
            day and for every page; the address itself is not kept.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Why we use it">
        <p>
          We use a sample request to pass it to the supplier you asked for samples, so that they can
          verify that you are a dental professional and ship the samples. We use subscriber
          addresses only to send the updates you asked for. Claim requests and supplier
          registrations are used to verify that you represent a company, set up its page and contact
          you about your plan. Account data lets you sign in. Usage events help suppliers and us
          understand which content is useful. Under the GDPR, our legal bases are performing the
          service you request (sample requests, registrations, claims, accounts), your consent
          (subscriptions and marketing e-mails, which you can withdraw at any time), and our
          legitimate interest in running and securing the service.
        </p>
      </LegalSection>

      <LegalSection title="Who sees a sample request">
        <p>
          A sample request is shared with the supplier company you sent it to, and with our
          administrators, who manage requests and help suppliers respond. It is not shown to other
          suppliers or to other visitors. When you use “Make Request to All”, each listed company
          receives its own copy of your request. Suppliers process your details under their own
          privacy policies once they have received them.
        </p>
        <p>
          We use service providers for hosting and e-mail who process data only on our instructions.
          We disclose information if the law requires it.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Sample requests: 24 months after they are submitted, then deleted, together with the
            private link to follow their status.
          </li>
          <li>
            Copies of the e-mails we send you, and the record of which weekly digest or alert went
            to you: 90 days.
          </li>
          <li>
            Ratings and the private link to give them: deleted together with their sample request.
          </li>
          <li>
            Subscriptions: until you unsubscribe or ask us to delete your address. An address that
            is never confirmed, or that unsubscribed, is deleted 30 days later.
          </li>
          <li>
            Claim requests and supplier registrations: 24 months after the last contact, or for as
            long as the supplier is a customer, plus any period that tax and accounting law requires
            for billing records.
          </li>
          <li>
            Invitations to join a company's team: 90 days after they are accepted, withdrawn or
            expire.
          </li>
          <li>
            Accounts: until you delete the account (Settings, “Delete my account”) or ask us to;
            sessions expire on their own. Deleting an account removes it at once with its practice
            profile, saved products, sessions and sign-in details, our copies of the e-mails we sent
            to its address, and that address's subscription. The sample requests you sent stay with
            the companies that received them, which need them to ship and follow up, and are deleted
            with the other sample requests 24 months after they were sent; nothing links them to an
            account any more.
          </li>
          <li>Usage events, which hold no personal data: 26 months.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Cookies">
        <p>
          We set a session cookie only when you sign in, to keep you signed in. It is strictly
          necessary and expires when you sign out or when the session ends.
        </p>
        <p>
          {usesGoogleAnalytics
            ? "We use Google Analytics to measure how the site is used. It sets its own cookies, and Google processes that data under its own privacy policy. You can block these cookies in your browser settings without losing any feature."
            : "We do not use advertising or third-party analytics cookies."}
        </p>
      </LegalSection>

      <LegalSection title="Your rights under the CCPA (California residents)">
        <p>
          If you live in California, you have the right to know what personal information we have
          collected about you and how we use and share it; to request deletion of your personal
          information; to correct inaccurate information; and to opt out of the sale or sharing of
          personal information. We do not sell or share personal information for cross-context
          behavioral advertising. We will not discriminate against you for exercising any of these
          rights. You may use an authorized agent to make a request on your behalf.
        </p>
      </LegalSection>

      <LegalSection title="Your rights under the GDPR (EEA, UK and Switzerland)">
        <p>
          If you are in the European Economic Area, the United Kingdom or Switzerland, you have the
          right to access your personal data, to have it rectified or erased, to restrict or object
          to its processing, to data portability, and to withdraw consent at any time without
          affecting processing that took place before. You also have the right to lodge a complaint
          with your local data protection supervisory authority.
        </p>
      </LegalSection>

      <LegalSection title="How to exercise your rights">
        <p>
          With an account, you can do much of this yourself under Settings: download everything we
          hold about your account (your details, practice profile, the sample requests sent with
          your address and their history, saved products, ratings, subscription and the account's
          audit entries, as JSON, and your requests as CSV), correct your profile, and delete the
          account. Otherwise, or for anything else, e-mail us at {mail} with the subject “Privacy
          request” and tell us which right you want to exercise. To protect your information, we
          will confirm your identity by writing to the e-mail address you used in the form or
          account. We answer within one month (GDPR) or 45 days (CCPA), and tell you if we need more
          time and why. You can also unsubscribe from updates at any time by writing to the same
          address.
        </p>
      </LegalSection>

      <LegalSection title="Security">
        <p>
          Data is sent over encrypted connections, passwords are stored only as slow salted hashes,
          and access to sample requests is limited to administrators and the supplier concerned.
        </p>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          {siteName} is for dental professionals and is not directed to children under 16. We do not
          knowingly collect their personal information.
        </p>
      </LegalSection>

      <LegalSection title="Changes and contact">
        <p>
          If we change this policy, we will update the date at the top of this page. Questions about
          this policy or your data: {mail}.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
