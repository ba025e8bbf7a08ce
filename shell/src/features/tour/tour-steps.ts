// The guided tour's four steps (SPEC §1): sidebar, language switch, notification center, main area.
// The layout marks each target with data-tour="<key>".
export const TOUR_STEPS = ['sidebar', 'language', 'notifications', 'main'] as const;
export type TourStepKey = (typeof TOUR_STEPS)[number];

export function tourSelector(key: TourStepKey): string {
  return `[data-tour="${key}"]`;
}

/** The step's target when it is on screen; null when it is missing or hidden (e.g. the sidebar on a phone). */
export function findTourTarget(key: TourStepKey, root: ParentNode = document): HTMLElement | null {
  const element = root.querySelector<HTMLElement>(tourSelector(key));
  if (!element) return null;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? element : null;
}
