import {
  Badge,
  createTheme,
  darken,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Body text on the tint: the palette's text shades miss AA contrast at badge size (orange above all).
    // The label's overflow: hidden gives it no min-content width, so table cells squeezed it to an ellipsis.
    Badge: Badge.extend({
      styles: (_theme, props) => ({
        root: {
          minWidth: 'max-content',
          ...(props.variant === 'light' ? { color: 'var(--mantine-color-text)' } : {}),
        },
      }),
    }),
    // A toast's description is gray-6 by default: under AA contrast on white. A plain object,
    // not Notification.extend: the toasts load after the first render, this theme before it.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    // The box absolutely positioned things in a table are placed in, so it clips them: a column's
    // VisuallyHidden header (position: absolute) otherwise escapes the sideways scroll and widens
    // the whole page on a phone (the races table made a 390 px page 974 px wide).
    TableScrollContainer: { styles: { scrollContainer: { position: 'relative' } } },
  },
});

const LIGHT_VARIANT_COLORS = [
  'teal',
  'green',
  'lime',
  'cyan',
  'gray',
  'orange',
  'red',
  'yellow',
  'indigo',
  'blue',
];

/**
 * Mantine's default dimmed text, light-variant labels and red buttons fall under WCAG AA
 * contrast; these do not. A filled red button (the delete questions) at the primary shade is
 * white on red 7 (3.9:1) or 8 (4.5:1, on the line): red 9 is 5.4:1, its hover darker still.
 * A light variant (an alert, a badge) is shade 9 on shade 1 in Mantine 9: teal 4.3:1, orange
 * 3.6:1, yellow 2.7:1; its text 30 % darker is at least 5:1 (yellow) and 6:1 for the others.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const redFilled = {
    '--mantine-color-red-filled': t.colors.red[9],
    '--mantine-color-red-filled-hover': `color-mix(in srgb, ${t.colors.red[9]}, black 15%)`,
  };
  return {
    variables: {},
    light: {
      ...redFilled,
      '--mantine-color-dimmed': t.colors.gray[7],
      '--mantine-color-anchor': t.colors.indigo[8],
      '--mantine-color-placeholder': t.colors.gray[6],
      ...Object.fromEntries(
        LIGHT_VARIANT_COLORS.map((c) => [
          `--mantine-color-${c}-light-color`,
          darken(t.colors[c][9], 0.3),
        ]),
      ),
    },
    dark: {
      ...redFilled,
      '--mantine-color-dimmed': t.colors.dark[1],
      '--mantine-color-anchor': t.colors.indigo[3],
      ...Object.fromEntries(
        LIGHT_VARIANT_COLORS.map((c) => [`--mantine-color-${c}-light-color`, t.colors[c][3]]),
      ),
    },
  };
};

export const colorSchemeManager = localStorageColorSchemeManager({
  key: 'hub-console-color-scheme',
});
