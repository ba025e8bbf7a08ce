// Whether the guided tour is running. The user menu (layout) starts it; the tour feature shows it.
import { create } from 'zustand';

export interface TourState {
  open: boolean;
  start(): void;
  close(): void;
}

export const useTourStore = create<TourState>((set) => ({
  open: false,
  start: () => set({ open: true }),
  close: () => set({ open: false }),
}));
