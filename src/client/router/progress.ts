/**
 * The navigation progress bar (nprogress-like). It appears only when a navigation's loading takes
 * longer than `delay`, trickles forward while waiting, then completes and fades out.
 * The defaults (PROGRESS_DEFAULTS) keep a quick navigation from ever showing the bar, start it
 * visibly when it does show, and let it creep forward without reaching the end before the page comes.
 */
export interface ProgressOptions {
  delay: number;
  minimum: number;
  speed: number;
  trickleSpeed: number;
  trickleRate: number;
}

export const PROGRESS_DEFAULTS: ProgressOptions = {
  delay: 200,
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
};

export type ProgressState = 'idle' | 'waiting' | 'running' | 'finishing';

export interface Progress {
  /** Track one navigation's loading; the bar shows if it is still pending after the delay. */
  track<T>(promise: Promise<T>): Promise<T>;
  state(): ProgressState;
  value(): number;
}

export function createProgress(doc: Document, options: Partial<ProgressOptions> = {}): Progress {
  const o = { ...PROGRESS_DEFAULTS, ...options };
  let state: ProgressState = 'idle';
  let value = 0;
  let pending = 0;
  let delayTimer: ReturnType<typeof setTimeout> | undefined;
  let trickleTimer: ReturnType<typeof setInterval> | undefined;
  let bar: HTMLElement | null = null;

  function render() {
    if (!bar) {
      bar = doc.createElement('div');
      bar.id = 'nprogress';
      bar.setAttribute('role', 'progressbar');
      bar.setAttribute('aria-label', 'Loading page');
      bar.innerHTML = '<div class="bar"></div>';
      doc.body.appendChild(bar);
    }
    bar.style.opacity = '1';
    bar.style.transition = `opacity ${o.speed}ms linear`;
    const inner = bar.firstElementChild as HTMLElement;
    inner.style.transition = `transform ${o.speed}ms ease`;
    inner.style.transform = `translate3d(${(-1 + value) * 100}%,0,0)`;
    bar.setAttribute('aria-valuenow', String(Math.round(value * 100)));
  }

  function set(n: number) {
    value = Math.min(Math.max(n, o.minimum), 1);
    render();
  }

  function show() {
    delayTimer = undefined;
    state = 'running';
    set(o.minimum);
    trickleTimer = setInterval(() => {
      if (value < 0.994) set(value + o.trickleRate * Math.random() * (1 - value) * 4 || o.trickleRate);
    }, o.trickleSpeed);
  }

  function start() {
    pending++;
    if (state === 'idle' || state === 'finishing') {
      if (state === 'finishing') return show();
      state = 'waiting';
      delayTimer = setTimeout(show, o.delay);
    }
  }

  function done() {
    pending = Math.max(0, pending - 1);
    if (pending > 0) return;
    if (delayTimer) {
      clearTimeout(delayTimer);
      delayTimer = undefined;
      state = 'idle';
      return;
    }
    if (state !== 'running') return;
    clearInterval(trickleTimer);
    state = 'finishing';
    set(1);
    setTimeout(() => {
      if (state !== 'finishing' || !bar) return;
      bar.style.opacity = '0';
      setTimeout(() => {
        if (state !== 'finishing') return;
        bar?.remove();
        bar = null;
        value = 0;
        state = 'idle';
      }, o.speed);
    }, o.speed);
  }

  return {
    track(promise) {
      start();
      promise.then(done, done);
      return promise;
    },
    state: () => state,
    value: () => value,
  };
}
