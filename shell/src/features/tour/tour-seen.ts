// Whether a person has finished or skipped the tour, remembered per user id on this device.
export const TOUR_SEEN_KEY_PREFIX = 'campus-tour-seen:';

export function hasSeenTour(userId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(TOUR_SEEN_KEY_PREFIX + userId) === '1';
  } catch {
    // Without storage the tour is not offered: it would come back on every page load.
    return true;
  }
}

export function markTourSeen(userId: string): void {
  try {
    globalThis.localStorage?.setItem(TOUR_SEEN_KEY_PREFIX + userId, '1');
  } catch {
    // Unavailable storage only means the choice is not remembered.
  }
}

/** Offered on the first sign-in: the server has no earlier sign-in, and this device has no answer yet. */
export function shouldOfferTour(user: { id: string; lastLoginAt?: string | null } | null): boolean {
  return Boolean(user) && !user?.lastLoginAt && !hasSeenTour(user!.id);
}
