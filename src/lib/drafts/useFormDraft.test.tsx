import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { registerDraft, saveDrafts, takeDraft } from './drafts';
import { useFormDraft } from './useFormDraft';

interface CrewForm {
  firstName: string;
  seats: number;
}

const defaults: CrewForm = { firstName: '', seats: 2 };

function useCrewForm(key = 'crew-edit') {
  const form = useForm<CrewForm>({ defaultValues: defaults });
  useFormDraft(key, form);
  return form;
}

describe('useFormDraft', () => {
  it('restores the saved input on mount and still shows the form as changed', () => {
    const unregister = registerDraft('crew-edit', () => ({ firstName: 'Amelia', seats: 4 }));
    saveDrafts();
    unregister();

    const { result } = renderHook(() => useCrewForm());

    expect(result.current.getValues()).toEqual({ firstName: 'Amelia', seats: 4 });
    expect(result.current.formState.isDirty).toBe(true);
    // A draft is restored once.
    expect(takeDraft('crew-edit')).toBeUndefined();
  });

  it('keeps the defaults when there is no draft', () => {
    const { result } = renderHook(() => useCrewForm());
    expect(result.current.getValues()).toEqual(defaults);
  });

  it('saves what the user typed while mounted, and nothing once unmounted', () => {
    const { result, unmount } = renderHook(() => useCrewForm());
    act(() => result.current.setValue('firstName', 'Bessie'));

    saveDrafts();
    expect(takeDraft('crew-edit')).toEqual({ firstName: 'Bessie', seats: 2 });

    unmount();
    saveDrafts();
    expect(takeDraft('crew-edit')).toBeUndefined();
  });
});
