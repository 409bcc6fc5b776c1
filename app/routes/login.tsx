import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "Sign in | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="Sign in" />;
}
