import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "Create account | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="Create account" />;
}
