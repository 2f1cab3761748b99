/**
 * Set up on every document before its own scripts: what the page's own observers report, in `window.__bench` (first
 * and largest paint, long tasks, interactions, when the web fonts were in, when it hydrated, when the menu opened).
 * The interactivity bench and the waterfall read it.
 */
export const recorder = `(() => {
  const seen = { paint: null, lcp: null, fontsIn: null, hydrated: null, tasks: [], events: [], menuOpenedAt: null };
  window.__bench = seen;
  const observe = (type, each) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true }); } catch {}
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') seen.paint = entry.startTime; });
  observe('largest-contentful-paint', (entry) => { seen.lcp = entry.startTime; });
  observe('longtask', (entry) => seen.tasks.push([entry.startTime, entry.duration]));
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => {
      if (entry.interactionId) seen.events.push([entry.name, entry.startTime, entry.duration, entry.interactionId]);
    })).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {}
  // The web fonts, not the local faces sized to them (their families end in "Fallback").
  document.fonts.addEventListener('loadingdone', (event) => {
    if (event.fontfaces.some((face) => !face.family.includes('Fallback'))) seen.fontsIn = performance.now();
  });
  // Hydrated once React's effects ran: the scroll manager takes over scroll restoration.
  const restoration = Object.getOwnPropertyDescriptor(History.prototype, 'scrollRestoration');
  Object.defineProperty(History.prototype, 'scrollRestoration', {
    configurable: true,
    get() { return restoration.get.call(this); },
    set(value) { if (value === 'manual' && seen.hydrated === null) seen.hydrated = performance.now(); restoration.set.call(this, value); },
  });
  // When the menu (a <dialog>) opens, however it is opened.
  const showModal = HTMLDialogElement.prototype.showModal;
  const mark = (dialog) => { if (dialog.id === 'mobile-menu' && seen.menuOpenedAt === null) seen.menuOpenedAt = performance.now(); };
  HTMLDialogElement.prototype.showModal = function () { showModal.call(this); mark(this); };
  document.addEventListener('toggle', (event) => { if (event.newState === 'open') mark(event.target); }, true);
})();`;
