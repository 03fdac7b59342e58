// What Radix (Select, Popover) and our screens call that jsdom lacks. Import in tests that open
// a select or popover; harmless elsewhere.
const proto = window.HTMLElement.prototype
proto.hasPointerCapture ??= () => false
proto.releasePointerCapture ??= () => undefined
proto.setPointerCapture ??= () => undefined
proto.scrollIntoView ??= () => undefined

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList
