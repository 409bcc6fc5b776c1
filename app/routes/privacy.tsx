import { PlaceholderPage } from "~/components/placeholder-page";

export function meta() {
  return [{ title: "Privacy Policy | SampleTray" }];
}

export default function Page() {
  return <PlaceholderPage title="Privacy Policy" />;
}
