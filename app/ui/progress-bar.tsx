import { useFetchers, useNavigation } from "@remix-run/react";

/** A thin bar at the top of the window while a navigation, submission or fetcher is pending. */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  if (!busy) return null;
  return (
    <div role="progressbar" aria-label="Loading" aria-valuetext="Loading" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-indigo-100">
      <div className="progress-indeterminate h-full w-1/3 bg-indigo-600" />
    </div>
  );
}
