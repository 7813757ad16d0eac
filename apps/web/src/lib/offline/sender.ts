// How one kind of send made offline goes out and how the user is told (docs/decisions/0030-offline-app.md). The
// reservation's sender is the queue's own (send-queue-runner.ts); a feature's kind (a listing) is handed in by the
// app when the queue starts (app/offline-app.ts), as a loader of the feature's code, so that lib/ never imports
// features/ and that code loads only when one of its sends waits (docs/decisions/0048-module-boundaries.md).
import type { QueryClient } from '@tanstack/react-query';
import type { Post, QueuedSend, SendKind, SendOutcome } from './send-queue';

/** How one kind of send goes out, and how the user is told what came of it. */
export interface Sender {
  post: Post;
  tell: (outcome: SendOutcome) => void;
  /** After a send of this kind: the answers the screens show again. */
  refresh: (client: QueryClient) => void;
  /** Once a send has left the queue (answered, or another user's): what it kept elsewhere can go. */
  forget?: (send: QueuedSend) => void;
}

/** The senders of the features' kinds of send, each loaded when first wanted. */
export type FeatureSenders = Record<Exclude<SendKind, 'reservation'>, () => Promise<Sender>>;
