import { create } from 'zustand';

interface ShellState {
  /** Desktop only: the sidebar shrinks from 256 px to 64 px. */
  collapsed: boolean;
  /** Mobile only: the slide-in drawer is open. */
  drawerOpen: boolean;
  toggleCollapsed: () => void;
  openDrawer: () => void;
  closeDrawer: () => void;
}

export const useShellStore = create<ShellState>()((set) => ({
  collapsed: false,
  drawerOpen: false,
  toggleCollapsed: () => set((s) => ({ collapsed: !s.collapsed })),
  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
}));
