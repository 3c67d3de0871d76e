import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT, NotFoundPage } from './not-found-page';

describe('the not-found page', () => {
  it('is headed by what it says, as every page is', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeTruthy();
  });
});
