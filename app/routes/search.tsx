import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "Search | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="Search" />;
}
