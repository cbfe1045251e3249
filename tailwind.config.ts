import type { Config } from 'tailwindcss';

const token = (name: string) => `hsl(var(--${name}) / <alpha-value>)`;

export default {
  darkMode: 'class',
  // relative: paths resolve from this file, not from the working directory.
  content: {
    relative: true,
    files: ['./client/index.html', './client/src/**/*.{ts,tsx}'],
  },
  theme: {
    container: {
      center: true,
      padding: { DEFAULT: '1rem', sm: '1.5rem', lg: '2rem' },
      screens: { '2xl': '1280px' },
    },
    extend: {
      colors: {
        background: token('background'),
        foreground: token('foreground'),
        border: token('border'),
        input: token('input'),
        ring: token('ring'),
        card: { DEFAULT: token('card'), foreground: token('card-foreground') },
        popover: { DEFAULT: token('popover'), foreground: token('popover-foreground') },
        primary: { DEFAULT: token('primary'), foreground: token('primary-foreground') },
        secondary: { DEFAULT: token('secondary'), foreground: token('secondary-foreground') },
        muted: { DEFAULT: token('muted'), foreground: token('muted-foreground') },
        accent: { DEFAULT: token('accent'), foreground: token('accent-foreground') },
        destructive: { DEFAULT: token('destructive'), foreground: token('destructive-foreground') },
        // Fixed brand colours, also used by the maps (events brown, hotels blue).
        saddle: '#8B4513',
        royal: '#4169E1',
      },
      borderRadius: {
        lg: 'var(--radius)',
        md: 'calc(var(--radius) - 2px)',
        sm: 'calc(var(--radius) - 4px)',
      },
      fontFamily: {
        sans: ['ui-sans-serif', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
        display: ['Rockwell', '"Roboto Slab"', '"Zilla Slab"', 'Georgia', 'ui-serif', 'serif'],
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'dialog-in': {
          from: { opacity: '0', transform: 'translate(-50%, -48%) scale(0.96)' },
          to: { opacity: '1', transform: 'translate(-50%, -50%) scale(1)' },
        },
        'toast-in': { from: { transform: 'translateY(100%)', opacity: '0' }, to: { transform: 'translateY(0)', opacity: '1' } },
        'sheet-in': { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
        'toast-out': { from: { opacity: '1' }, to: { opacity: '0' } },
        'toast-swipe-out': {
          from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
          to: { transform: 'translateX(100%)' },
        },
        'menu-in': { from: { opacity: '0', transform: 'translateY(-4px)' }, to: { opacity: '1', transform: 'translateY(0)' } },
      },
      animation: {
        'fade-in': 'fade-in 150ms ease-out',
        'dialog-in': 'dialog-in 180ms ease-out',
        'toast-in': 'toast-in 200ms ease-out',
        'sheet-in': 'sheet-in 200ms ease-out',
        'toast-out': 'toast-out 150ms ease-in forwards',
        'toast-swipe-out': 'toast-swipe-out 150ms ease-out forwards',
        'menu-in': 'menu-in 120ms ease-out',
      },
    },
  },
  plugins: [],
  // Tailwind's defaults for its transform, filter, ring and shadow variables go on the elements that use those
  // utilities instead of on every element and pseudo-element (`*, ::before, ::after`): about 45 custom properties on
  // each of a page's 1,000-1,800 elements made the first style recalculation 20-40% slower (tools/stylesheet.test.ts).
  experimental: { optimizeUniversalDefaults: true },
} satisfies Config;
