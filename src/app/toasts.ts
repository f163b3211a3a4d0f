/**
 * The toast queue: effects call `toasts.show`; the toast stack, loaded after the first paint,
 * connects and shows what was queued before it arrived.
 */
export interface Toast {
  readonly color: 'red' | 'yellow' | 'blue' | 'green';
  readonly message: string;
  /** Milliseconds before it hides; the stack's default (5 s) when absent. */
  readonly autoClose?: number;
}

const queued: Toast[] = [];
let sink: ((toast: Toast) => void) | null = null;

export const toasts = {
  show(toast: Toast) {
    if (sink) sink(toast);
    else queued.push(toast);
  },
  connect(show: (toast: Toast) => void) {
    sink = show;
    queued.splice(0).forEach(show);
    return () => {
      sink = null;
    };
  },
};
