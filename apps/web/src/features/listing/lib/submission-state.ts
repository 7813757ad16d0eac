// Where sending a listing stands (docs/decisions/0005-listing-submission.md, 0030-offline-app.md), as one state
// machine so that the wizard can never show 'Submitting…' beside a failure, or a success beside a kept listing.
import type { UploadProgress } from '../api/submit-listing';

/** A failed send as the Submission step shows it. */
export interface SubmissionFailure {
  /** The product's message, e.g. 'Error submitting the property. Please try again.' */
  title: string;
  /** The server's message, or what went wrong on the way. */
  details: string;
}

/** The property the listing created and its name, for the panel that follows a submission. */
export interface SubmissionOutcome {
  propertyId: number;
  name: string;
}

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'submitting'; progress: UploadProgress | null }
  | { status: 'failed'; failure: SubmissionFailure }
  /** Sent with no answer: waiting on this device for the connection to return. */
  | { status: 'kept' }
  | { status: 'succeeded'; outcome: SubmissionOutcome };

export type SubmissionAction =
  | { type: 'started' }
  | { type: 'progressed'; progress: UploadProgress }
  | { type: 'failed'; failure: SubmissionFailure }
  | { type: 'kept' }
  | { type: 'succeeded'; outcome: SubmissionOutcome }
  /** The send queue's word on the kept listing: an outcome, or a failure. */
  | { type: 'queueAnswered'; answer: { outcome: SubmissionOutcome } | { failure: SubmissionFailure } }
  /** 'Start over' or 'List another property'. */
  | { type: 'reset' };

export const idleSubmission: SubmissionState = { status: 'idle' };

/**
 * The transitions; an action that does not fit the state leaves it as it is (a second click on Submit while
 * sending, a late upload progress after a failure).
 */
export function submissionReducer(state: SubmissionState, action: SubmissionAction): SubmissionState {
  switch (action.type) {
    case 'started':
      return state.status === 'idle' || state.status === 'failed'
        ? { status: 'submitting', progress: null }
        : state;
    case 'progressed':
      return state.status === 'submitting' ? { status: 'submitting', progress: action.progress } : state;
    case 'failed':
      return state.status === 'submitting' ? { status: 'failed', failure: action.failure } : state;
    case 'kept':
      return state.status === 'submitting' ? { status: 'kept' } : state;
    case 'succeeded':
      return state.status === 'submitting' ? { status: 'succeeded', outcome: action.outcome } : state;
    case 'queueAnswered':
      // A send in flight answers for itself; a success already shown stays.
      if (state.status === 'submitting' || state.status === 'succeeded') return state;
      return 'outcome' in action.answer
        ? { status: 'succeeded', outcome: action.answer.outcome }
        : { status: 'failed', failure: action.answer.failure };
    case 'reset':
      // Starting over while a send is on its way does not stop it: its answer still comes here.
      return state.status === 'submitting' ? state : idleSubmission;
  }
}

/** The failure the Submission step shows, if any. */
export const failureOf = (state: SubmissionState): SubmissionFailure | null =>
  state.status === 'failed' ? state.failure : null;
