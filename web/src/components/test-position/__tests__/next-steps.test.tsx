import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { NextSteps } from '../next-steps';

describe('NextSteps', () => {
  it('links every step under a Next steps heading of the level asked', () => {
    render(
      <MemoryRouter>
        <NextSteps
          steps={[
            { text: 'Practise with the Forks puzzle set', href: '/puzzles?set=forks' },
            { text: 'Solve rated puzzles at your level', href: '/puzzles' },
          ]}
          heading="h3"
          testId="steps"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Next steps' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Practise with the Forks puzzle set', '/puzzles?set=forks'],
      ['Solve rated puzzles at your level', '/puzzles'],
    ]);
    expect(screen.getByTestId('steps')).toBeInTheDocument();
  });

  it('shows nothing when there is no step', () => {
    const { container } = render(
      <MemoryRouter>
        <NextSteps steps={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Next steps')).not.toBeInTheDocument();
  });
});
