import type { ThemeConfig } from 'antd';

/** Sokoni's palette: deep green (trust, agriculture) with a gold accent. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b6e4f',
    colorLink: '#0b6e4f',
    colorWarning: '#d48806',
    // antd's defaults fail WCAG AA contrast on white (error text 3.3:1, help text 3.4:1, placeholders
    // 1.8:1); these keep the same look at ≥ 4.5:1 on white and on our pale grey, where the contact
    // and sourcing forms sit (axe-core checks it in the browser tests).
    colorError: '#cf1322',
    colorTextDescription: '#52606d',
    colorTextPlaceholder: '#5f6b7a',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif",
  },
};

export const ACCENT = '#f4b400';
