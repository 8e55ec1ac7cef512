// Whether the page's script is running: false in the page drawn on the server and while the browser takes
// it over, true from then on. The drawn page asks for the first page's image alone (later pages would share
// a slow line with it) and shows its buttons disabled: until the script runs, a tap could do nothing.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export const useScriptRunning = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
