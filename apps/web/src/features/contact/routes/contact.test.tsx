import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubApi } from '@/test/render';

describe('Contact screen', () => {
  it('says the visitor is not logged in, shows no directory, and checks every field', async () => {
    const { paths: calls } = stubApi({});
    await renderRoute('/contact');
    expect(screen.getByText(/You are not logged in/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    for (const text of [
      'Name is required',
      'Email is required',
      'Please select a subject',
      'Message is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText(/^Email/), 'no-at');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Message/), 'short');
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(calls).not.toContain('/api/contact-info');
  });
});
