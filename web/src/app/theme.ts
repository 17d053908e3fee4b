import type { ThemeConfig } from 'antd';

/** Sokoni's palette: deep green (trust, agriculture) with a gold accent. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b6e4f',
    colorLink: '#0b6e4f',
    colorWarning: '#d48806',
    // antd's defaults fail WCAG AA contrast on white (error text 3.3:1, help text 3.4:1, placeholders
    // 1.8:1); these keep the same look at ≥ 4.5:1 (axe-core checks it in web/test/a11y.e2e-spec.ts).
    colorError: '#cf1322',
    colorTextDescription: '#52606d',
    colorTextPlaceholder: '#6b7280',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif",
  },
};

export const ACCENT = '#f4b400';
