import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/api-mock';
import { draftStorageKey, loadDraft, saveDraft } from '../lib/draft';
import type { DraftSnapshot } from '../lib/draft-of-form';
import { defaultListingValues } from '../lib/form-values';
import { useDraftStorage, useRestoredDraft } from './use-listing-draft';

const user = makeUser({ UserID: 31, FirstName: 'Eric', LastName: 'Habimana' });
const stored = () => window.localStorage.getItem(draftStorageKey(user.UserID));

/** The draft storage over a real form, as the wizard uses them. */
function renderDraft(snapshot: DraftSnapshot = { step: 0, roomTypes: [], propertyId: null }) {
  return renderHook(
    ({ snapshot: current }: { snapshot: DraftSnapshot }) => {
      const { restored, initialValues, forget } = useRestoredDraft(user);
      const form = useForm({ defaultValues: initialValues });
      const draft = useDraftStorage({ user, form, restored, snapshot: current });
      return { restored, form, draft, forget };
    },
    { initialProps: { snapshot } },
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('useRestoredDraft and useDraftStorage', () => {
  it('starts from the stored draft, or from the defaults with nothing written', () => {
    const empty = renderDraft();
    expect(empty.result.current.restored).toBeNull();
    expect(empty.result.current.form.getValues()).toEqual(defaultListingValues(user));
    expect(stored()).toBeNull();
    empty.unmount();

    const { pictures: _pictures, confirmed: _confirmed, ...values } = defaultListingValues(user);
    saveDraft(user.UserID, {
      step: 3,
      values: { ...values, name: 'Lake View' },
      roomTypes: [],
      pictureCount: 1,
      propertyId: null,
      sendKey: null,
    });
    const { result } = renderDraft();
    expect(result.current.restored).toMatchObject({ step: 3, pictureCount: 1 });
    expect(result.current.form.getValues('name')).toBe('Lake View');
  });

  it('writes what was typed after a short pause, and at once when the page is left', () => {
    vi.useFakeTimers();
    const { result } = renderDraft();
    act(() => result.current.form.setValue('name', 'Lake View'));
    expect(stored()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(loadDraft(user.UserID)?.values.name).toBe('Lake View');

    act(() => result.current.form.setValue('name', 'Lake View Lodge'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(loadDraft(user.UserID)?.values.name).toBe('Lake View Lodge');
  });

  it("writes the wizard's step, room types and property as they change", () => {
    const { rerender } = renderDraft();
    rerender({ snapshot: { step: 2, roomTypes: [], propertyId: null } });
    expect(loadDraft(user.UserID)?.step).toBe(2);
    rerender({ snapshot: { step: 8, roomTypes: [], propertyId: 42 } });
    expect(loadDraft(user.UserID)).toMatchObject({ step: 8, propertyId: 42 });
  });

  it('takes changes not yet rendered (the property just created)', () => {
    const { result } = renderDraft({ step: 8, roomTypes: [], propertyId: null });
    act(() => result.current.draft.persist({ propertyId: 99 }));
    expect(loadDraft(user.UserID)?.propertyId).toBe(99);
  });

  it('sends the same request with the same key, kept in the draft, and another with a new one', () => {
    const { result } = renderDraft({ step: 8, roomTypes: [], propertyId: null });
    const first = result.current.draft.keyForSend('["listing A"]');
    expect(result.current.draft.keyForSend('["listing A"]')).toBe(first);
    expect(loadDraft(user.UserID)?.sendKey).toEqual({ key: first, request: '["listing A"]' });
    expect(result.current.draft.lastSendKey()).toBe(first);
    const second = result.current.draft.keyForSend('["listing B"]');
    expect(second).not.toBe(first);
    expect(result.current.draft.lastSendKey()).toBe(second);
  });

  it('clears the draft once the listing is in and writes nothing more until resumed', () => {
    const { result, rerender } = renderDraft({ step: 8, roomTypes: [], propertyId: null });
    expect(stored()).not.toBeNull();
    act(() => result.current.draft.finish());
    expect(stored()).toBeNull();
    rerender({ snapshot: { step: 8, roomTypes: [], propertyId: 42 } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()).toBeNull();
    act(() => result.current.draft.resume());
    rerender({ snapshot: { step: 1, roomTypes: [], propertyId: null } });
    expect(loadDraft(user.UserID)?.step).toBe(1);
  });

  it('forgets the draft and its key on Start over', () => {
    const { result } = renderDraft({ step: 4, roomTypes: [], propertyId: null });
    result.current.draft.keyForSend('["listing A"]');
    act(() => result.current.draft.discard());
    expect(stored()).toBeNull();
    expect(result.current.draft.lastSendKey()).toBeUndefined();
  });
});
