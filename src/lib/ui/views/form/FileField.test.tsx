import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FILE_SIZE_BYTES } from '@/lib/config/constants';
import { FileField } from './FileField';
import { renderForm } from './testing/FormHarness';

const pdf = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('FileField', () => {
  it('keeps the chosen file and shows its name', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<FileField name="proof" label="Proof" accept={['.pdf', 'image/png']} />, {
      defaultValues: { proof: null },
      onSubmit,
    });
    const file = pdf('invoice.pdf', 1000);
    await user.upload(screen.getByLabelText('Proof'), file);
    expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the file' })).toHaveAccessibleDescription(
      /invoice\.pdf/,
    );
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ proof: file });

    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('refuses a file over 2 MB', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<FileField name="proof" label="Proof" />, {
      defaultValues: { proof: null },
      onSubmit,
    });
    await user.upload(screen.getByLabelText('Proof'), pdf('big.pdf', MAX_FILE_SIZE_BYTES + 1));
    expect(screen.getByText('File too large (max 2 MB)')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ proof: null });
  });

  it('refuses a type it does not accept, in French too', async () => {
    await i18next.changeLanguage('fr');
    const user = userEvent.setup({ applyAccept: false });
    renderForm(<FileField name="proof" label="Justificatif" accept={['.pdf']} />, {
      defaultValues: { proof: null },
    });
    await user.upload(
      screen.getByLabelText('Justificatif'),
      new File(['x'], 'photo.gif', { type: 'image/gif' }),
    );
    expect(screen.getByText('Ce type de fichier n’est pas accepté (.pdf)')).toBeInTheDocument();
  });

  it('opens the file picker from a keyboard-reachable button', async () => {
    const user = userEvent.setup();
    renderForm(<FileField name="proof" label="Proof" />, { defaultValues: { proof: null } });
    const input = screen.getByLabelText<HTMLInputElement>('Proof');
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});
