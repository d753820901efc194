/**
 * Maziwa design tokens for TypeScript. The values live in `tokens.css` as CSS custom
 * properties; this module only names them, for the rare inline style.
 *
 * @example
 * import '@maziwa/design-tokens/tokens.css';
 * import { tokens, breakpoints } from '@maziwa/design-tokens';
 * <div style={{ color: tokens.color.textMuted, padding: tokens.space[4] }} />
 * const isMobile = window.innerWidth < breakpoints.mobile;
 */

/** Widths in px. Below `mobile` the sidebar is hidden off-screen (docs/screens.md#sidebar). */
export const breakpoints = { mobile: 768 } as const;

const v = <N extends string>(name: N) => `var(--mz-${name})` as const;

export const tokens = {
  color: {
    primary: v('color-primary'),
    primaryHover: v('color-primary-hover'),
    primaryActive: v('color-primary-active'),
    primarySubtle: v('color-primary-subtle'),
    onPrimary: v('color-on-primary'),
    success: v('color-success'),
    successSubtle: v('color-success-subtle'),
    warning: v('color-warning'),
    warningSubtle: v('color-warning-subtle'),
    danger: v('color-danger'),
    dangerHover: v('color-danger-hover'),
    dangerSubtle: v('color-danger-subtle'),
    neutral50: v('color-neutral-50'),
    neutral100: v('color-neutral-100'),
    neutral200: v('color-neutral-200'),
    neutral300: v('color-neutral-300'),
    neutral400: v('color-neutral-400'),
    neutral500: v('color-neutral-500'),
    neutral600: v('color-neutral-600'),
    neutral700: v('color-neutral-700'),
    neutral800: v('color-neutral-800'),
    neutral900: v('color-neutral-900'),
    background: v('color-background'),
    surface: v('color-surface'),
    surfaceRaised: v('color-surface-raised'),
    surfaceSunken: v('color-surface-sunken'),
    text: v('color-text'),
    textMuted: v('color-text-muted'),
    border: v('color-border'),
    borderStrong: v('color-border-strong'),
    focusRing: v('color-focus-ring'),
    backdrop: v('color-backdrop'),
    sidebar: v('color-sidebar'),
    onSidebar: v('color-on-sidebar'),
  },
  space: {
    0: v('space-0'),
    1: v('space-1'),
    2: v('space-2'),
    3: v('space-3'),
    4: v('space-4'),
    5: v('space-5'),
    6: v('space-6'),
    8: v('space-8'),
    10: v('space-10'),
    12: v('space-12'),
  },
  radius: {
    sm: v('radius-sm'),
    md: v('radius-md'),
    lg: v('radius-lg'),
    full: v('radius-full'),
  },
  font: {
    family: v('font-family'),
    familyMono: v('font-family-mono'),
    size: {
      xs: v('font-size-xs'),
      sm: v('font-size-sm'),
      md: v('font-size-md'),
      lg: v('font-size-lg'),
      xl: v('font-size-xl'),
      '2xl': v('font-size-2xl'),
    },
    weight: {
      regular: v('font-weight-regular'),
      medium: v('font-weight-medium'),
      semibold: v('font-weight-semibold'),
      bold: v('font-weight-bold'),
    },
    lineHeight: v('line-height'),
    lineHeightTight: v('line-height-tight'),
  },
  shadow: {
    sm: v('shadow-sm'),
    md: v('shadow-md'),
    lg: v('shadow-lg'),
    focusRing: v('focus-ring'),
  },
  zIndex: {
    sidebar: v('z-sidebar'),
    header: v('z-header'),
    overlay: v('z-overlay'),
    dialog: v('z-dialog'),
    popover: v('z-popover'),
  },
  layout: {
    sidebarWidth: v('sidebar-width'),
    headerHeight: v('header-height'),
    controlHeight: v('control-height'),
    controlHeightSm: v('control-height-sm'),
    controlHeightLg: v('control-height-lg'),
    dialogMaxWidth: v('dialog-max-width'),
  },
  transition: {
    fast: v('transition-fast'),
  },
} as const;

export type Tokens = typeof tokens;
