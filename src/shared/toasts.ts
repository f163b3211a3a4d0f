/**
 * The toast queue: effects call `toasts.show`; the toast stack, loaded after the first paint,
 * connects and shows what was queued before it arrived.
 */
export interface Toast {
  readonly color: 'red' | 'yellow' | 'blue' | 'green';
  readonly message: string;
  /** Milliseconds before it hides; the stack's default (5 s) when absent. */
  readonly autoClose?: number;
  /** Names a toast that a screen may take away (`toasts.hide`). */
  readonly id?: string;
}

export interface ToastSink {
  readonly show: (toast: Toast) => void;
  readonly hide: (id: string) => void;
}

const queued: Toast[] = [];
let sink: ToastSink | null = null;

export const toasts = {
  show(toast: Toast) {
    if (sink) sink.show(toast);
    else queued.push(toast);
  },
  /** Takes every toast named `id` away, shown or queued: the screen now shows what it said. */
  hide(id: string) {
    queued.splice(0, queued.length, ...queued.filter((toast) => toast.id !== id));
    sink?.hide(id);
  },
  connect(to: ToastSink) {
    sink = to;
    queued.splice(0).forEach(to.show);
    return () => {
      sink = null;
    };
  },
};
