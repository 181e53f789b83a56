import { act, renderHook } from '@testing-library/react';
import type { FieldBinding } from './use-submit';
import { useFieldValues } from './use-field-values';

const binding = { error: 'ZIP is required' } as unknown as FieldBinding;

describe('useFieldValues', () => {
  it('binds a text field to its value, its change and its submit binding; other values stay', () => {
    const { result } = renderHook(() => useFieldValues({ city: 'Reno', zipcode: '', isDefault: false }));
    const bound = result.current.bind('zipcode', binding);
    expect(bound.value).toBe('');
    expect(bound.field).toBe(binding);
    act(() => bound.onChange('89501'));
    act(() => result.current.set('city')('Sparks'));
    expect(result.current.values).toEqual({ city: 'Sparks', zipcode: '89501', isDefault: false });
  });
});
