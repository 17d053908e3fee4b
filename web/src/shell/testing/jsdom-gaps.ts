/**
 * What antd asks of the browser and jsdom lacks: matchMedia (its responsive helpers) and
 * ResizeObserver (TextArea). Inert stand-ins, installed once per test file before rendering.
 */
export function fillJsdomGaps(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
