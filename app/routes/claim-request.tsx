import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "Claim Your Company Page | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="Claim Your Company Page" />;
}
