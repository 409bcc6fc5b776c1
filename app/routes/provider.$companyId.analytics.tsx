import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "Lead Analytics | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="Lead Analytics" />;
}
