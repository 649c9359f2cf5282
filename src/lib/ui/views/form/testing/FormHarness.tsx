/** Test helper: a real <Form> around the fields under test, with a store and a Save button. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Provider } from 'react-redux';
import { measurementChanged } from '@/lib/preferences/preferencesSlice';
import { makeStore } from '@/lib/store/makeStore';
import type { Measurement } from '@/lib/config/constants';
import { Form, SubmitButton } from '../Form';

interface HarnessProps {
  defaultValues: FieldValues;
  resolver?: Resolver<FieldValues>;
  onSubmit: (values: FieldValues, form: UseFormReturn<FieldValues>) => void | Promise<void>;
  children: ReactNode;
}

function Harness({ defaultValues, resolver, onSubmit, children }: HarnessProps) {
  const form = useForm<FieldValues>({ defaultValues, resolver });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values, form)} aria-label="Test form">
      {children}
      <SubmitButton />
    </Form>
  );
}

export interface RenderFormOptions extends Partial<Omit<HarnessProps, 'children'>> {
  measurement?: Measurement;
}

export function renderForm(fields: ReactNode, options: RenderFormOptions = {}) {
  const {
    defaultValues = {},
    resolver,
    onSubmit = () => undefined,
    measurement = 'metric',
  } = options;
  const store = makeStore(null);
  store.dispatch(measurementChanged(measurement));
  const result = render(
    <Provider store={store}>
      <Harness defaultValues={defaultValues} resolver={resolver} onSubmit={onSubmit}>
        {fields}
      </Harness>
    </Provider>,
  );
  return { ...result, store };
}
