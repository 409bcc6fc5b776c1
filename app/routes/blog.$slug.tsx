import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "Blog | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="Blog" />;
}
