import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "Sample Requests Analytics | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="Sample Requests Analytics" />;
}
