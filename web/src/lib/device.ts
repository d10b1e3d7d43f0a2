// Device classes by viewport width.

export const BREAKPOINT_MD = 768;
export const BREAKPOINT_LG = 1024;

export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isTouchDevice: boolean;
}

export function deviceInfoFor(width: number, isTouchDevice: boolean): DeviceInfo {
  return {
    isMobile: width < BREAKPOINT_MD,
    isTablet: width >= BREAKPOINT_MD && width < BREAKPOINT_LG,
    isDesktop: width >= BREAKPOINT_LG,
    isTouchDevice,
  };
}

export function currentDeviceInfo(): DeviceInfo {
  if (typeof window === 'undefined') return deviceInfoFor(BREAKPOINT_LG, false);
  const touch = 'ontouchstart' in window || (navigator.maxTouchPoints ?? 0) > 0;
  return deviceInfoFor(window.innerWidth, touch);
}
