import type { StayPlan } from '@stuga/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stayPlan } from '@/test/fixtures';
import { Summary } from './summary';

const option = (id: number, status: 'approved' | 'pending', from: string, to: string) => ({
  id,
  plan_id: 1,
  from,
  to,
  status,
  user_priority: id,
  priority: id,
  rejection_reason: null,
  current_user: 'Erik Johansson',
  expiry_date: '2025/11/01',
});
const plans = (approved: number): StayPlan[] => [
  stayPlan({
    id: 1,
    title: 'Autumn',
    expiry_date: '2025/11/01',
    current_user: 'Erik Johansson',
    endorser_user: 'Stuga',
    user_id: 5,
    own: false,
    options: [
      ...Array.from({ length: approved }, (_, i) =>
        option(i + 1, 'approved', `2025/10/${10 + i * 5}`, `2025/10/${12 + i * 5}`),
      ),
      option(9, 'pending', '2025/12/01', '2025/12/03'),
    ],
  }),
];

describe('the summary of plans (SPEC §2)', () => {
  it('names each figure as SPEC does in English', () => {
    renderWithProviders(<Summary plans={plans(2)} />);
    expect(screen.getByTestId('summary')).toHaveTextContent('1Total Plans2Approved1Pending');
  });

  it('agrees each Swedish label with its number', () => {
    const { unmount } = renderWithProviders(<Summary plans={plans(1)} />, { language: 'sv' });
    expect(screen.getByTestId('summary')).toHaveTextContent('1Planer totalt1Godkänd1Väntar');
    unmount();
    renderWithProviders(<Summary plans={plans(3)} />, { language: 'sv' });
    expect(screen.getByTestId('summary')).toHaveTextContent('1Planer totalt3Godkända1Väntar');
  });
});
