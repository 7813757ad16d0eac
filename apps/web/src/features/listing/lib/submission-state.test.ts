import { describe, expect, it } from 'vitest';
import {
  failureOf,
  idleSubmission,
  submissionReducer,
  type SubmissionAction,
  type SubmissionState,
} from './submission-state';

const failure = { title: 'Error submitting the property. Please try again.', details: 'Name is required.' };
const outcome = { propertyId: 42, name: 'Kivu Breeze Lodge' };
const progress = { loaded: 512, total: 1024 };

const submitting: SubmissionState = { status: 'submitting', progress: null };
const failed: SubmissionState = { status: 'failed', failure };
const kept: SubmissionState = { status: 'kept' };
const succeeded: SubmissionState = { status: 'succeeded', outcome };
const every: SubmissionState[] = [idleSubmission, submitting, failed, kept, succeeded];

const run = (state: SubmissionState, ...actions: SubmissionAction[]) =>
  actions.reduce(submissionReducer, state);

describe('submissionReducer', () => {
  it('goes idle → submitting (with progress) → succeeded', () => {
    const sending = run(idleSubmission, { type: 'started' });
    expect(sending).toEqual({ status: 'submitting', progress: null });
    const halfway = run(sending, { type: 'progressed', progress });
    expect(halfway).toEqual({ status: 'submitting', progress });
    expect(run(halfway, { type: 'succeeded', outcome })).toEqual(succeeded);
  });

  it('shows a failure, and a new attempt clears it and starts from no progress', () => {
    const afterFailure = run(
      idleSubmission,
      { type: 'started' },
      { type: 'progressed', progress },
      {
        type: 'failed',
        failure,
      },
    );
    expect(afterFailure).toEqual(failed);
    expect(failureOf(afterFailure)).toEqual(failure);
    const retry = run(afterFailure, { type: 'started' });
    expect(retry).toEqual({ status: 'submitting', progress: null });
    expect(failureOf(retry)).toBeNull();
  });

  it('keeps a listing that got no answer, then takes the send queue’s outcome or failure', () => {
    const waiting = run(idleSubmission, { type: 'started' }, { type: 'kept' });
    expect(waiting).toEqual(kept);
    expect(run(waiting, { type: 'queueAnswered', answer: { outcome } })).toEqual(succeeded);
    expect(run(waiting, { type: 'queueAnswered', answer: { failure } })).toEqual(failed);
  });

  it('ignores a second Submit while sending, and progress or results with nothing being sent', () => {
    expect(run(submitting, { type: 'started' })).toBe(submitting);
    for (const state of [idleSubmission, failed, kept, succeeded]) {
      expect(run(state, { type: 'progressed', progress })).toBe(state);
      expect(run(state, { type: 'failed', failure })).toBe(state);
      expect(run(state, { type: 'kept' })).toBe(state);
      expect(run(state, { type: 'succeeded', outcome })).toBe(state);
    }
    expect(run(kept, { type: 'started' })).toBe(kept);
    expect(run(succeeded, { type: 'started' })).toBe(succeeded);
  });

  it("lets the send queue's answer neither cut into a send in flight nor undo a success", () => {
    const other = { propertyId: 7, name: 'Another' };
    expect(run(submitting, { type: 'queueAnswered', answer: { outcome: other } })).toBe(submitting);
    expect(run(succeeded, { type: 'queueAnswered', answer: { failure } })).toBe(succeeded);
    // A reload that found the listing no longer queued starts idle; the queue's word still counts.
    expect(run(idleSubmission, { type: 'queueAnswered', answer: { outcome } })).toEqual(succeeded);
  });

  it('resets to idle from everything but a send in flight', () => {
    for (const state of every) {
      const after = run(state, { type: 'reset' });
      expect(after).toEqual(state.status === 'submitting' ? submitting : idleSubmission);
    }
  });

  it('reaches only the five states, whatever the order of actions', () => {
    const actions: SubmissionAction[] = [
      { type: 'started' },
      { type: 'progressed', progress },
      { type: 'failed', failure },
      { type: 'kept' },
      { type: 'succeeded', outcome },
      { type: 'queueAnswered', answer: { outcome } },
      { type: 'queueAnswered', answer: { failure } },
      { type: 'reset' },
    ];
    const seen = new Set<string>();
    let frontier = [idleSubmission];
    for (let depth = 0; depth < 4; depth += 1) {
      frontier = frontier.flatMap((state) => actions.map((action) => submissionReducer(state, action)));
      for (const state of frontier) {
        seen.add(state.status);
        // Progress belongs to a send in flight only; a failure only to the failed state.
        if (state.status !== 'submitting') expect(state).not.toHaveProperty('progress');
        expect(failureOf(state) !== null).toBe(state.status === 'failed');
      }
    }
    expect([...seen].sort()).toEqual(['failed', 'idle', 'kept', 'submitting', 'succeeded']);
  });
});
