// Once a person starts filling in the sign-in form, the signed-in area's code can be fetched while they type,
// so the dashboard appears right after the click. /login itself downloads none of it (its budget holds).
let warmUp: (() => void) | undefined;

/** Registers what to fetch when someone is about to sign in (the app does, once). */
export function onSignInIntent(handler: () => void): void {
  warmUp = handler;
}

/** Called by the sign-in page on the first input; runs the handler at most once per page load. */
export function signalSignInIntent(): void {
  const handler = warmUp;
  warmUp = undefined;
  handler?.();
}
