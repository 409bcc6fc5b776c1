/**
 * Whether this page's form is being submitted; with an intent, only a submission carrying that
 * intent (the save button of a page that has other forms too), so only its button says "Saving...".
 */
import { useNavigation } from "react-router";

export function useIsSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent)
  );
}
