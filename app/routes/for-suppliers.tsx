import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "How It Works | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="How It Works" />;
}
