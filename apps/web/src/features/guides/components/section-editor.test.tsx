import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTexts } from '@/components/ui/admin-texts';
import { renderWithProviders, stubApi } from '@/test/render';
import { SectionEditor } from './section-editor';

// As the guide screen shows it to an admin: once the admin texts are here.
const editor = () =>
  renderWithProviders(
    <AdminTexts>
      <SectionEditor type="house" section={null} opened onClose={() => undefined} />
    </AdminTexts>,
  );

describe('SectionEditor', () => {
  it('drops a complaint as soon as the section changes', async () => {
    stubApi({});
    editor();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Section' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ID, Title, and Content are required',
    );
    await userEvent.type(screen.getByLabelText(/^Title/), 'Sauna');
    expect(screen.queryByText('ID, Title, and Content are required')).not.toBeInTheDocument();
  });

  it("shows 'Invalid JSON format' alone, without an older message", async () => {
    stubApi({});
    editor();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText('ID, Title, and Content are required')).toBeInTheDocument();
    await userEvent.click(screen.getByText('JSON', { exact: true }));
    const json = screen.getByLabelText('Section as JSON');
    await userEvent.clear(json);
    await userEvent.type(json, '{{ "id": "sauna"');
    await userEvent.click(screen.getByText('Form', { exact: true }));
    expect(await screen.findByText('Invalid JSON format')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('ID, Title, and Content are required')).not.toBeInTheDocument(),
    );
  });

  it('picks the section’s pictures from the uploaded guide pictures', async () => {
    stubApi({
      '/api/admin/photos': {
        body: {
          public: [],
          private: [],
          guide: [
            { name: 'sauna-1a2b3c4d.jpg', url: '/p/sauna-1a2b3c4d.jpg?v=1&exp=1&sig=x' },
            { name: 'dock-5e6f7a8b.jpg', url: '/p/dock-5e6f7a8b.jpg?v=1&exp=1&sig=y' },
          ],
        },
      },
    });
    editor();
    const picker = await screen.findByLabelText(/^Guide picture/);
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'dock-5e6f7a8b.jpg' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(picker, 'sauna-1a2b3c4d.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Add Image' }));
    expect(screen.getByText('/p/sauna-1a2b3c4d.jpg')).toBeInTheDocument();
    // A picture already in the section is not offered again.
    expect(screen.queryByRole('option', { name: 'sauna-1a2b3c4d.jpg' })).not.toBeInTheDocument();
  });
});
