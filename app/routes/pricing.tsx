import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "Pricing | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="Pricing" />;
}
