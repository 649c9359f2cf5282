import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import type { FieldDeclaration } from '../../controllers/resource/formDeclaration';
import { serverSearch } from '../../controllers/resource/fieldSearch';
import { renderForm } from '../form/testing/FormHarness';
import { DeclaredFields } from './DeclaredFields';

interface Model {
  id: number;
  name: string;
  seats: number;
}
interface Plane {
  modelId: number;
  modelName: string;
}
const MODELS: Model[] = [
  { id: 1, name: 'Falcon 7X', seats: 14 },
  { id: 2, name: 'Citation XLS', seats: 9 },
];
// Stands for a query hook: what the server finds for the typed text.
const useSearchModels = (text: string) => ({
  data: text ? MODELS.filter((m) => m.name.toLowerCase().includes(text.toLowerCase())) : [],
  isFetching: false,
});

const fields: FieldDeclaration<string, Plane>[] = [
  {
    name: 'modelId',
    kind: 'select',
    search: serverSearch<Model, Plane>({
      useSearch: useSearchModels,
      option: (model) => ({ value: model.id, label: model.name, fills: { seats: model.seats } }),
      current: (plane) => ({ value: plane.modelId, label: plane.modelName }),
      placeholder: 'modelHint',
    }),
  },
  { name: 'seats', kind: 'number' },
];

describe('A select searched on the server', () => {
  beforeEach(() => {
    i18next.addResourceBundle('en', 'planes', {
      fields: { modelId: 'Model', seats: 'Seats' },
      modelHint: 'Type a model',
    });
  });

  it("labels the record's choice before any search, and a pick fills the fields it names", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const plane: Plane = { modelId: 2, modelName: 'Citation XLS' };
    renderForm(
      <DeclaredFields fields={fields} ns="planes" form={{ mode: 'edit', record: plane }} />,
      {
        defaultValues: { modelId: 2, seats: 7 },
        onSubmit,
      },
    );
    const input = screen.getByRole('combobox', { name: 'Model' });
    expect(input).toHaveValue('Citation XLS');
    // Loading the record keeps its own figures.
    expect(screen.getByRole('textbox', { name: 'Seats' })).toHaveValue('7');

    await user.clear(input);
    expect(input).toHaveAttribute('placeholder', 'Type a model');
    await user.type(input, 'falc');
    await user.click(await screen.findByRole('option', { name: 'Falcon 7X' }));
    expect(screen.getByRole('textbox', { name: 'Seats' })).toHaveValue('14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ modelId: 1, seats: 14 });
  });
});
